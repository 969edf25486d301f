export { VnLotteryPage } from './ui/VnLotteryPage.tsx'
