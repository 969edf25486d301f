export { PromotionsPage } from './ui/PromotionsPage.tsx'
