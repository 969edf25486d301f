export { GameStrip, GameStripPlaceholder } from './ui/GameStrip.tsx'
