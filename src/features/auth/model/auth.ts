export { AuthModal, openLoginModal as openLogin, openRegisterModal as openRegister } from '@/entities/session'
