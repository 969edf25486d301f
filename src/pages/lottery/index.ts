export { LotteryPage } from './ui/LotteryPage.tsx'
