export { VipPage } from './ui/VipPage.tsx'
