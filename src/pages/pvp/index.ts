export { PvpPage } from './ui/PvpPage.tsx'
