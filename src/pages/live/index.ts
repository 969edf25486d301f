export { LivePage } from './ui/LivePage.tsx'
