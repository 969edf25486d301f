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
 * 3. POST /wps/session/login/verification (encrypted) `{ verificationId, code, method?, remember? }`
 *    (bankName and authenticator need no step 2; `code` is the name or the app's code)
 *    answers the LoginReply; the IP is then registered for the account.
 * The verificationId lasts 10 minutes and works only from the IP that started it.
 */
const Text = (max: number) => Schema.String.check(Schema.isMaxLength(max))

/**
 * sms / email: a code is sent first (`.../send`). bankName: the member types the bank account
 * holder name given at registration (any case and spacing). authenticator: a TOTP code from
 * the app bound in the member centre. Only the methods the member has set up are offered.
 */
export const LoginVerificationMethod = Schema.Literals(['sms', 'email', 'bankName', 'authenticator'])
/** Methods whose code must be sent before it can be entered. */
export const SENT_VERIFICATION_METHODS: ReadonlyArray<LoginVerificationMethod> = ['sms', 'email']
export type LoginVerificationMethod = typeof LoginVerificationMethod.Type

/** The `value` of the LOGIN_FAILED reply that asks for verification. */
export const LoginVerificationNeeded = Schema.Struct({
  captcha: Schema.Boolean,
  verification: Schema.Literal(true),
  methods: Schema.Array(LoginVerificationMethod),
  verificationId: Schema.String,
})
export type LoginVerificationNeeded = typeof LoginVerificationNeeded.Type

export const LoginVerificationSendRequest = Schema.Struct({ verificationId: Text(128), method: Schema.Literals(['sms', 'email']) })
export const LoginVerificationSendReply = Schema.Struct({ expiredMinutes: Schema.Int, to: Schema.String })

export const LoginVerificationRequest = Schema.Struct({
  verificationId: Text(128),
  /** The code (sms, email, authenticator) or the bank account holder name (bankName). */
  code: Text(128),
  /** Which method the answer is for; absent means a code sent by SMS or e-mail. */
  method: Schema.optionalKey(LoginVerificationMethod),
  remember: Schema.optionalKey(Schema.Boolean),
})
