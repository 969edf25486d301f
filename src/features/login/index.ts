export { LoginPanel } from './ui/LoginPanel.tsx'
export { LOGIN_ID, loginLogic } from './model/login.ts'
