export { ChangePasswordPanel } from './ui/ChangePasswordPanel.tsx'
