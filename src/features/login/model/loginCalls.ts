import { fromPromise } from 'xstate'
import { AccountEndpoints, call, type LoginReply, type LoginRequest, type LoginVerificationMethod } from '@/shared/api'
import { CookieNames, cookies } from '@/shared/config'
import { merchantCode, readRememberedLogin, rememberLoginCookies } from '@/entities/session'

/** The login calls behind machines/login.machine.ts (design.md: provided from outside). */

/**
 * The login call. With an empty password for the user the server remembers (the remember
 * box), the remembered login is asked for instead (POST /wps/session/login/remember; the
 * browser sends the HttpOnly token cookie). Then the login cookies are stored (spec §3); the
 * session keys are the session actor's, when the login ends.
 */
export async function performLogin(request: LoginRequest, signal?: AbortSignal): Promise<LoginReply> {
  const remembered = readRememberedLogin(merchantCode())
  const useRemembered = request.type === 'username' && request.password === '' && remembered.rememberedPassword && remembered.username === request.username
  let reply: LoginReply
  if (useRemembered) {
    try {
      reply = await call(AccountEndpoints.rememberLogin, { body: { username: request.username }, signal })
    } catch (e) {
      // A refused token (expired, revoked at logout or by a password change) is forgotten:
      // the next attempt asks for the password.
      cookies.remove(CookieNames.rememberedPassword(request.username))
      throw e
    }
  } else {
    reply = await call(AccountEndpoints.login, { body: request, signal })
  }
  return keepLogin(request, reply)
}

/** Stores the login cookies (spec §3) after any successful login. */
function keepLogin(request: LoginRequest, reply: LoginReply): LoginReply {
  rememberLoginCookies({
    merchant: merchantCode(),
    type: request.type,
    username: request.username,
    remember: request.remember === true,
    sms: request.type === 'sms' ? { mobileNum: request.username, countryDialingCode: request.countryDialingCode ?? '' } : undefined,
  })
  return reply
}

export const loginActor = fromPromise<LoginReply, LoginRequest>(({ input, signal }) => performLogin(input, signal))

/** Login from an unregistered IP: send the code by the chosen method. */
export const sendVerificationActor = fromPromise<{ expiredMinutes: number; to: string }, { verificationId: string; method: 'sms' | 'email' }>(({ input, signal }) =>
  call(AccountEndpoints.loginVerificationSend, { body: input, signal }),
)

/** Login from an unregistered IP: the code (or bank account name) completes the login (then as any login). */
export const verifyLoginActor = fromPromise<LoginReply, { verificationId: string; method: LoginVerificationMethod; code: string; request: LoginRequest }>(async ({ input, signal }) => {
  const body = { verificationId: input.verificationId, method: input.method, code: input.code, ...(input.request.remember ? { remember: true } : {}) }
  const reply = await call(AccountEndpoints.loginVerification, { body, signal })
  return keepLogin(input.request, reply)
})
