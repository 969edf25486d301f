export { LoginModal, RegisterModal, ForgotPasswordModal, ChangePasswordModal, AuthModals } from './ui/AuthModals.tsx'
