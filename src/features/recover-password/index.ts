export { ForgotPasswordPanel } from './ui/ForgotPasswordPanel.tsx'
