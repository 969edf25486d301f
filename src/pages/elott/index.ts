export { ElottPage } from './ui/ElottPage.tsx'
