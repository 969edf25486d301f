export { SeamlessPage } from './ui/SeamlessPage.tsx'
