/**
 * The account module: who a member is and how they prove it. Routes: ALTCHA challenge,
 * countries, login (password, SMS, remember token, from a new IP), free play, logout, SMS code
 * senders. It owns the member's credentials (sessions, one-time codes, throttles, the
 * authenticator secret), which the other modules use through the functions below.
 */
import type { FastifyPluginAsync } from 'fastify'
import { registerAccountRoutes } from './routes.ts'

export const accountModule: FastifyPluginAsync = async (app) => {
  registerAccountRoutes(app)
}

export { requireAltcha } from './altcha.ts'
export { hasAuthenticator, sealSecret, useTotpCode } from './authenticator.ts'
export { clientInfo } from './client-info.ts'
export { CODE_TTL_MINUTES, consumeCode, issueCode, phoneTarget } from './codes.ts'
export { countries } from './countries.ts'
export { AGENT_CODES, TRIAL_AGENT_CODE, canLoginToMemberSite, moduleEnabled, requireModule, requireRealAccount } from './guards.ts'
export { findByAccount, findByPhone } from './members.ts'
export { parsePhone, type Phone } from './phone.ts'
export { REMEMBER_COOKIE, REMEMBER_COOKIE_PATH, clearRememberCookie } from './remember-cookie.ts'
export { completeLogin, createSessionResolver, revokeMemberSessions, type ClientInfo } from './sessions.ts'
export { smsPerIp, smsPerNumber, throttleSms } from './sms.ts'
export { isDefaultWeakPassword } from './weak-password.ts'
export { TOO_MANY_MESSAGE, clearFailures, failureKeys, hitThrottle, recordFailure, releaseAttempt, reserveAttempt, type ThrottleRule } from './throttle.ts'
