import type { AnyMachineSnapshot } from 'xstate'
import type { LoginReply } from '@/shared/api'
import { loginMachine, type LoginContext } from '../../login.machine.ts'
import type { PathModel } from '../pathCoverage.ts'

export const loginReply = (over: Partial<LoginReply> = {}): LoginReply => ({
  token: 't0k3n', account: 'juan', customerId: 'c1', isAgent: 0, firstTimeLogin: false, passwordExpired: false, defaultPassword: false, expiresIn: 3600, ...over,
})
export const usernameRequest = { username: 'juan', password: 'Secret123', type: 'username' as const }
export const smsRequest = { username: '9171234567', password: '123456', type: 'sms' as const, countryDialingCode: '63' }
export const loginFailed = { code: 'LOGIN_FAILED', message: 'Wrong username or password' }
export const verificationAskedError = { code: 'LOGIN_FAILED', message: 'Verify this device', value: { captcha: false, verification: true, methods: ['sms', 'email', 'bankName', 'authenticator'], verificationId: 'v-1' } }
export const captchaAsked = { code: 'CAPTCHA_REQUIRED', message: 'Enter the captcha', value: { captcha: true } }

export const loginModel: PathModel<typeof loginMachine> = {
  machine: loginMachine,
  input: { forceExpiredChange: true },
  // The password-change guard reads the request type; the error branch reads captchaRequired.
  serializeState: (s: AnyMachineSnapshot) => {
    const c = s.context as LoginContext
    return JSON.stringify([s.value, c.request?.type ?? null, c.captchaRequired, c.verification?.method ?? null, c.verification?.to ?? null])
  },
  simplePaths: false,
  events: [
    { type: 'credentials.submitted', request: usernameRequest },
    { type: 'credentials.submitted', request: smsRequest },
    { type: 'xstate.done.actor.login', output: loginReply() },
    { type: 'xstate.done.actor.login', output: loginReply({ firstTimeLogin: true }) },
    { type: 'xstate.done.actor.login', output: loginReply({ firstTimeLogin: true, defaultPassword: true }) },
    { type: 'xstate.done.actor.login', output: loginReply({ defaultPassword: true }) },
    { type: 'xstate.done.actor.login', output: loginReply({ passwordExpired: true }) },
    { type: 'xstate.error.actor.login', error: loginFailed },
    { type: 'xstate.error.actor.login', error: captchaAsked },
    { type: 'xstate.error.actor.login', error: verificationAskedError },
    { type: 'verification.methodChosen', method: 'sms' },
    // No sending: straight to the answer.
    { type: 'verification.methodChosen', method: 'authenticator' },
    { type: 'verification.codeSubmitted', code: '123456' },
    { type: 'verification.cancelled' },
    { type: 'xstate.done.actor.sendVerification', output: { expiredMinutes: 10, to: '+63 ******4567' } },
    { type: 'xstate.error.actor.sendVerification', error: { code: 'TOO_MANY_REQUESTS', message: 'Too many requests' } },
    { type: 'xstate.done.actor.verifyLogin', output: loginReply() },
    { type: 'xstate.done.actor.verifyLogin', output: loginReply({ defaultPassword: true }) },
    { type: 'xstate.done.actor.verifyLogin', output: loginReply({ firstTimeLogin: true }) },
    { type: 'xstate.done.actor.verifyLogin', output: loginReply({ firstTimeLogin: true, defaultPassword: true }) },
    { type: 'xstate.error.actor.verifyLogin', error: { code: 'CODE_INVALID', message: 'Invalid code' } },
    // Five wrong answers burn the challenge.
    { type: 'xstate.error.actor.verifyLogin', error: { code: 'CODE_EXPIRED', message: 'Log in again' } },
    // The forced change (the change-password child) ends: the login ends.
    { type: 'xstate.done.actor.changePassword' },
  ],
}
