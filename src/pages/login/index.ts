export { LoginPage } from './ui/LoginPage.tsx'
