export { sessionStore, useToken, useIsLoggedIn } from './model/session.ts'
export { AuthModal, openLoginModal, openRegisterModal, requireLogin, useLoginGate } from './model/gate.ts'
