export { sessionStore, useToken, useIsLoggedIn } from './model/session.ts'
export { AuthModal, openLoginModal, openRegisterModal, openForgotPasswordModal, openChangePasswordModal, requireLogin, requireRealAccount, useLoginGate } from './model/gate.ts'
export {
  memberStore, useMember, storeLogin, clearLogin, storedAgentType, isTrialAccount, isAgentType, rememberLoginCookies, readRememberedLogin, forgetRememberedPassword,
} from './model/member.ts'
export { loadMemberInfo, loadMemberIcon } from './api/member.ts'
export { afterLoginFlag, useAfterLoginPending, forcedPasswordChange } from './model/afterLogin.ts'
export { MEMBER_CENTRE_MODAL, openMemberCentre, memberCentrePage, type MemberCentrePage } from './model/memberCentre.ts'
