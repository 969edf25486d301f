export { VnDrawBoard } from './ui/VnDrawBoard.tsx'
export { HotNumbers } from './ui/HotNumbers.tsx'
export { MyOpenNumbers } from './ui/MyOpenNumbers.tsx'
