export { FishPage } from './ui/FishPage.tsx'
