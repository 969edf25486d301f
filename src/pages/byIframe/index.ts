export { GamePage } from './ui/GamePage.tsx'
