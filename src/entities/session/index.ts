export { sessionStore, useToken, useIsLoggedIn } from './model/session.ts'
export {
  memberStore, useMember, storeLogin, clearLogin, storedAgentType, isTrialAccount, isAgentType, rememberLoginCookies, readRememberedLogin, forgetRememberedPassword,
} from './model/member.ts'
export { loadMemberInfo, loadMemberIcon } from './api/member.ts'
export { afterLoginFlag, useAfterLoginPending, forcedPasswordChange } from './model/afterLogin.ts'
export { MEMBER_CENTRE_MODAL, sessionFacts, useOpenMemberCentre, useMemberCentrePage, type MemberCentrePage } from './model/memberCentre.ts'
