export { VnDrawBoard } from './ui/VnDrawBoard.tsx'
export { LatestResults } from './ui/LatestResults.tsx'
export { MyOpenNumbers } from './ui/MyOpenNumbers.tsx'
