/**
 * The agent centre's myIncome page (issue 16): a self-contained page module. The agent-centre
 * shell mounts it lazily, e.g. `const MyIncomePage = lazy(() => import('./pages/myIncome'))`
 * for the page id `myIncome`.
 */
export { default } from './MyIncomePage.tsx'
