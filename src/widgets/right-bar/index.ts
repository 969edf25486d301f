export { RightBar } from './ui/RightBar.tsx'
