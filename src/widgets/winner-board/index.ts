export { LazyWinnerBoard } from './ui/LazyWinnerBoard.tsx'
