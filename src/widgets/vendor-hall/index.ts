export { VendorHall } from './ui/VendorHall.tsx'
export { GameGrid, GameStrip } from './ui/GameGrid.tsx'
export { HallGames } from './ui/HallGames.tsx'
export { VendorGamesModal } from './ui/VendorGamesModal.tsx'
