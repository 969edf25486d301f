import { Schema } from 'effect'

/**
 * The member's security bindings ("my account", member centre page securityCenter; spec §4:
 * a login from an unregistered IP is verified by the bound mobile, bound e-mail, bank account
 * name or an authenticator app). Every call needs a token of a real account (trial accounts
 * answer TRIAL_ACCOUNT). Bound values are only ever shown masked.
 *
 * - e-mail and mobile: `.../send` mails or texts a 6-digit code to the NEW address or number
 *   (5 minutes, single use); the confirm call with that code binds it (or replaces the old one).
 * - payee (bank account holder) name: set once, only while empty; so is the date of birth.
 * - authenticator (TOTP, RFC 6238, SHA-1, 6 digits, 30 s): `setup` returns a fresh secret with
 *   its otpauth:// URI and a QR image; `bind` with a valid code completes it; after that the
 *   secret is never returned again. `unbind` needs a valid code too.
 */
const Text = (max: number) => Schema.String.check(Schema.isMaxLength(max))

/** What is bound, masked; also in the member info as `bound`. */
export const SecurityBindings = Schema.Struct({
  /** Masked ("+63 ******0001") or '' when none. */
  mobile: Schema.String,
  /** Masked ("d***@example.com") or '' when none. */
  email: Schema.String,
  /** Masked ("J*** D***") or '' when none. */
  payeeName: Schema.String,
  authenticator: Schema.Boolean,
})

export const SecurityInfo = Schema.Struct({
  account: Schema.String,
  ...SecurityBindings.fields,
  /** The date of birth (yyyy-MM-dd; the VIP birthday bonus is paid on it), '' when none; set once. */
  birthday: Schema.optionalKey(Schema.String),
})
export type SecurityInfo = typeof SecurityInfo.Type

export const BindEmailSendRequest = Schema.Struct({ email: Text(254) })
export const BindEmailRequest = Schema.Struct({ email: Text(254), code: Text(16) })
export const BindMobileSendRequest = Schema.Struct({ mobileNum: Text(20), countryDialingCode: Text(8) })
export const BindMobileRequest = Schema.Struct({ mobileNum: Text(20), countryDialingCode: Text(8), code: Text(16) })
/** Where the code went (masked) and how long it lives. */
export const BindCodeSentReply = Schema.Struct({ expiredMinutes: Schema.Int, to: Schema.String })

export const BindPayeeNameRequest = Schema.Struct({ payeeName: Text(100) })
export const BindBirthdayRequest = Schema.Struct({ birthday: Text(10) })

export const AuthenticatorSetupReply = Schema.Struct({
  /** Base32 secret for typing into the app by hand (only during setup). */
  secret: Schema.String,
  /** otpauth://totp/Tala:account?secret=...&issuer=Tala&algorithm=SHA1&digits=6&period=30 */
  uri: Schema.String,
  /** The URI as a QR code, a data:image/png;base64 URL rendered on the server. */
  qr: Schema.String,
})
export type AuthenticatorSetupReply = typeof AuthenticatorSetupReply.Type
export const AuthenticatorCodeRequest = Schema.Struct({ code: Text(16) })
