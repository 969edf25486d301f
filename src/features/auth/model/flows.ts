import { useMemo } from 'react'
import { fromPromise } from 'xstate'
import { Endpoints, call, type LoginReply, type LoginRequest, type LoginVerificationMethod } from '@/shared/api'
import { CookieNames, SessionKeys, cookies, session } from '@/shared/config'
import { currentLanguage, i18n } from '@/shared/i18n'
import type { DialogOpenOptions } from '@/shared/ui'
import { readRememberedLogin, rememberLoginCookies } from '@/entities/session'
import { refreshHotGames } from '@/entities/game'
import { captchaMachine } from '@machines/captcha.machine.ts'
import { smsCodeMachine, type SmsTarget } from '@machines/smsCode.machine.ts'
import { solveBotCheck } from '../api/botCheck.ts'
import { useShowFailure } from '../lib/failure.ts'

/** The real actors behind the pure machines (design.md: provided from outside). */

export const merchantCode = (): string => session.get(SessionKeys.merchant) ?? ''

/** The captcha box with the real image call (GET /wps/captcha, base64 PNG). */
export const captchaLogic = captchaMachine.provide({
  actors: { loadCaptcha: fromPromise(({ signal }) => call(Endpoints.captcha, { signal })) },
})

/** "Get code" for login and password reset (POST /wps/verification/sms/noLogin). */
const smsNoLoginLogic = (showFailure: ReturnType<typeof useShowFailure>) => smsCodeMachine.provide({
  actors: {
    solveBotCheck: fromPromise(({ signal }) => solveBotCheck(signal)),
    sendCode: fromPromise<{ expiredMinutes: number }, { target: SmsTarget; altcha: string }>(({ input, signal }) =>
      call(Endpoints.smsNoLogin, { body: { mobileNum: input.target.mobileNum, countryDialingCode: input.target.countryDialingCode, altcha: input.altcha }, signal }),
    ),
  },
  actions: { reportFailure: (_, { failure }) => showFailure(failure) },
})
/** The login and password-reset "Get code" flow, its failures in the app's dialog. */
export function useSmsNoLoginLogic() {
  const showFailure = useShowFailure()
  return useMemo(() => smsNoLoginLogic(showFailure), [showFailure])
}

/** "Get code" for registration (POST /wps/verification/sms/register). */
const smsRegisterLogic = (showFailure: ReturnType<typeof useShowFailure>) => smsCodeMachine.provide({
  actors: {
    solveBotCheck: fromPromise(({ signal }) => solveBotCheck(signal)),
    sendCode: fromPromise<{ expiredMinutes: number }, { target: SmsTarget; altcha: string }>(({ input, signal }) =>
      call(Endpoints.smsRegister, { body: { mobileNo: input.target.mobileNum, countryDialingCode: input.target.countryDialingCode, altcha: input.altcha }, signal }),
    ),
  },
  actions: { reportFailure: (_, { failure }) => showFailure(failure) },
})
/** The registration "Get code" flow, its failures in the app's dialog. */
export function useSmsRegisterLogic() {
  const showFailure = useShowFailure()
  return useMemo(() => smsRegisterLogic(showFailure), [showFailure])
}

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
      reply = await call(Endpoints.rememberLogin, { body: { username: request.username }, signal })
    } catch (e) {
      // A refused token (expired, revoked at logout or by a password change) is forgotten:
      // the next attempt asks for the password.
      cookies.remove(CookieNames.rememberedPassword(request.username))
      throw e
    }
  } else {
    reply = await call(Endpoints.login, { body: request, signal })
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
  call(Endpoints.loginVerificationSend, { body: input, signal }),
)

/** Login from an unregistered IP: the code (or bank account name) completes the login (then as any login). */
export const verifyLoginActor = fromPromise<LoginReply, { verificationId: string; method: LoginVerificationMethod; code: string; request: LoginRequest }>(async ({ input, signal }) => {
  const body = { verificationId: input.verificationId, method: input.method, code: input.code, ...(input.request.remember ? { remember: true } : {}) }
  const reply = await call(Endpoints.loginVerification, { body, signal })
  return keepLogin(input.request, reply)
})

/** Right after a login (spec §4): the popular games, in the background; a failure is ignored. */
export const requestPopularGames = () => void refreshHotGames(merchantCode(), currentLanguage())

/**
 * The first-login action (spec §4 firstTimeLogin): a welcome that tells a new member where the
 * money and the account live (the Deposit button, the member centre).
 */
export const firstLoginWelcome = (account: string): DialogOpenOptions => ({
  title: i18n.t('accounts.welcome.title'),
  message: i18n.t('accounts.welcome.message', { account }),
  confirmLabel: i18n.t('accounts.welcome.ok'),
  cover: false,
  testId: 'first-login-welcome',
})
