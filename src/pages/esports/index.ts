export { EsportsPage } from './ui/EsportsPage.tsx'
