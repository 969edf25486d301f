export { LoginPanel } from './ui/LoginPanel.tsx'
export { loginLogic } from './model/login.ts'
export { useLoginFlow, useStartedLogin, type LoginActor } from './model/loginFlow.ts'
