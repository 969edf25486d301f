export { RngPage, BingoPage } from './ui/EgamePage.tsx'
