export { Footer } from './ui/Footer.tsx'
