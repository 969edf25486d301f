export { sessionStore, useToken, useIsLoggedIn } from './model/session.ts'
export { AuthModal, openLoginModal, openRegisterModal, openForgotPasswordModal, openChangePasswordModal, requireLogin, requireRealAccount, useLoginGate, MEMBER_CENTRE_MODAL, openMemberCentre } from './model/gate.ts'
export {
  memberStore, useMember, storeLogin, clearLogin, storedAgentType, isTrialAccount, isAgentType, rememberLoginCookies, readRememberedLogin,
} from './model/member.ts'
export { loadMemberInfo, loadMemberIcon } from './api/member.ts'
