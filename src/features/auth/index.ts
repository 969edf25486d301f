export { AuthModal, openLogin, openRegister } from './model/auth.ts'
export { LoginPanel } from './ui/LoginPanel.tsx'
export { RegisterPanel } from './ui/RegisterPanel.tsx'
export { LoginModal, RegisterModal } from './ui/AuthModals.tsx'
