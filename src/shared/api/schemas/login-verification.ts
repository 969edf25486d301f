import { Schema } from 'effect'

/**
 * Login from an unregistered IP (spec §4: "Login from an unregistered IP requires extra
 * verification"). Additive contract, used only when the operator switches it on (server
 * setting `loginIpVerification`).
 *
 * 1. POST /wps/session/login answers `LOGIN_FAILED` with
 *    `value: { captcha: false, verification: true, methods, verificationId }` after a correct
 *    password from an IP the account has never logged in from.
 * 2. POST /wps/session/login/verification/send `{ verificationId, method }` sends a 6-digit
 *    code by SMS or e-mail; reply `{ expiredMinutes, to }` (`to` masked, e.g. "+63 ******0001").
 * 3. POST /wps/session/login/verification (encrypted) `{ verificationId, code, remember? }`
 *    answers the LoginReply; the IP is then registered for the account.
 * The verificationId lasts 10 minutes and works only from the IP that started it.
 */
const Text = (max: number) => Schema.String.check(Schema.isMaxLength(max))

export const LoginVerificationMethod = Schema.Literals(['sms', 'email'])
export type LoginVerificationMethod = typeof LoginVerificationMethod.Type

/** The `value` of the LOGIN_FAILED reply that asks for verification. */
export const LoginVerificationNeeded = Schema.Struct({
  captcha: Schema.Boolean,
  verification: Schema.Literal(true),
  methods: Schema.Array(LoginVerificationMethod),
  verificationId: Schema.String,
})
export type LoginVerificationNeeded = typeof LoginVerificationNeeded.Type

export const LoginVerificationSendRequest = Schema.Struct({ verificationId: Text(128), method: LoginVerificationMethod })
export const LoginVerificationSendReply = Schema.Struct({ expiredMinutes: Schema.Int, to: Schema.String })

export const LoginVerificationRequest = Schema.Struct({
  verificationId: Text(128),
  code: Text(16),
  remember: Schema.optionalKey(Schema.Boolean),
})
