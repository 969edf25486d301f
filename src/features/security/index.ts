export { SecurityCenter } from './ui/SecurityCenter.tsx'
