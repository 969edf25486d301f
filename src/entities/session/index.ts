export { sessionLogic, readStoredSession, loadMemberActor } from './model/session.ts'
export {
  useSessionActor, useToken, useIsLoggedIn, useMember, useAccount, useAgentType, sessionToken, isAgentType, sessionFacts, useSessionFacts, AGENT_CENTRE_MODAL,
} from './model/hooks.ts'
export { rememberLoginCookies, readRememberedLogin } from './model/member.ts'
export { sessionKeys, memberIconQuery } from './api/member.ts'
export { changePasswordCall } from './api/password.ts'
export { merchantCode } from './model/merchant.ts'
export { MEMBER_CENTRE_MODAL, useOpenMemberCentre, useMemberCentrePage, useShowMemberCentrePage, type MemberCentrePage } from './model/memberCentre.ts'
export { useOpenAgentCentre, type AgentCentrePage } from './model/agentCentre.ts'
