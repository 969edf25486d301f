export { VendorHall } from './ui/VendorHall.tsx'
