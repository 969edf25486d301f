export {
  AuthModal, openLoginModal as openLogin, openRegisterModal as openRegister, openForgotPasswordModal as openForgotPassword, openChangePasswordModal as openChangePassword,
} from '@/entities/session'
