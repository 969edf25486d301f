export { PromoDetailPage } from './ui/PromoDetailPage.tsx'
