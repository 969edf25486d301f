import { Schema } from 'effect'
import { SecurityBindings } from './security.ts'

/**
 * Account calls (spec §3, §7): login, free play, logout, SMS codes, registration,
 * member info, passwords. Field names follow the spec. Server-side validation of the
 * registration fields uses the register rules (GET /wps/system/setting/register), so
 * these schemas only bound sizes and shapes; the rules decide what is acceptable.
 */

const Text = (max: number) => Schema.String.check(Schema.isMaxLength(max))
const Opt = <S extends Schema.Top>(s: S) => Schema.optionalKey(s)

/** The bot check (ALTCHA proof of work): the base64 payload the browser's solver produces. */
export const AltchaChallenge = Schema.Struct({
  algorithm: Schema.String,
  challenge: Schema.String,
  maxnumber: Opt(Schema.Number),
  salt: Schema.String,
  signature: Schema.String,
})
export type AltchaChallenge = typeof AltchaChallenge.Type
export const BotCheck = { altcha: Text(4096) }

export const LoginType = Schema.Literals(['username', 'sms'])

/** POST /wps/session/login (encrypted) */
export const LoginRequest = Schema.Struct({
  username: Text(64),
  /** The password, or the SMS code when type is 'sms'. */
  password: Text(128),
  captcha: Opt(Text(16)),
  type: LoginType,
  countryDialingCode: Opt(Text(8)),
  /** Ask for a remember token (the "remember password" box). */
  remember: Opt(Schema.Boolean),
})
export type LoginRequest = typeof LoginRequest.Type

/** What a successful login, registration, free play or phone reset returns. */
export const LoginReply = Schema.Struct({
  token: Schema.String,
  account: Schema.String,
  customerId: Schema.String,
  /** Agent type code: 0 member, 1/2/41/42 agent, 4 trial (spec §6). */
  isAgent: Schema.Int,
  firstTimeLogin: Schema.Boolean,
  passwordExpired: Schema.Boolean,
  /** The password is the deployment's default weak password (spec §4 {secret}). */
  defaultPassword: Schema.Boolean,
  /** Seconds until the session expires. */
  expiresIn: Schema.Int,
})
export type LoginReply = typeof LoginReply.Type

/**
 * POST /wps/session/login/remember: log in with the remember token the server keeps in an
 * HttpOnly cookie (set by a login with `remember`; scripts never see it).
 */
export const RememberLoginRequest = Schema.Struct({ username: Text(64) })

/** POST /wps/session/login/freeplay: payload os, platform W, an encrypted random string. */
export const FreePlayRequest = Schema.Struct({
  os: Text(32),
  platform: Schema.Literal('W'),
  /** `encryptPayload(randomString)` wire string: proves the client speaks the scheme. */
  random: Text(1024),
})

/** DELETE /wps/session/logout */
export const LogoutReply = Schema.Struct({ loggedOut: Schema.Boolean })

/** POST /wps/verification/sms/noLogin (login or reset by SMS) */
export const SmsNoLoginRequest = Schema.Struct({ mobileNum: Text(20), countryDialingCode: Text(8), ...BotCheck })
/** POST /wps/verification/sms/register */
export const SmsRegisterRequest = Schema.Struct({ mobileNo: Text(20), countryDialingCode: Text(8), ...BotCheck })
export const SmsReply = Schema.Struct({ expiredMinutes: Schema.Int })

/** PUT /wps/member/register and /wps/member/register/mobile (encrypted) */
export const RegistrationUser = Schema.Struct({
  username: Opt(Text(64)),
  password: Text(128),
  confirmPassword: Text(128),
  payeeName: Opt(Text(128)),
  paymentPassword: Opt(Text(64)),
  email: Opt(Text(254)),
  qqNum: Opt(Text(64)),
  mobileNum: Opt(Text(20)),
  recommenderId: Opt(Text(64)),
  captcha: Opt(Text(16)),
  verificationCode: Opt(Text(255)),
  affiliateCode: Opt(Text(64)),
  line: Opt(Text(64)),
  whatsapp: Opt(Text(64)),
  facebook: Opt(Text(128)),
  wechat: Opt(Text(64)),
  idNumber: Opt(Text(64)),
  referralCode: Opt(Text(64)),
  domain: Opt(Text(255)),
  login: Opt(Schema.Boolean),
  countryDialingCode: Opt(Text(8)),
  registerUrl: Opt(Text(2048)),
  registerMethod: Opt(Schema.Literal('WEB')),
  agreedTerms: Opt(Schema.Boolean),
  ...BotCheck,
})
export type RegistrationUser = typeof RegistrationUser.Type
/** PUT /wps/member/register: a username registration always names its username (an empty one is refused with the field named). */
export const UsernameRegistration = Schema.Struct({ ...RegistrationUser.fields, username: Text(64) })

/** GET /wps/member/info */
export const MemberInfo = Schema.Struct({
  id: Schema.String,
  account: Schema.String,
  nickname: Schema.String,
  type: Schema.Int,
  isAgent: Schema.Int,
  toUpline: Schema.Boolean,
  clubLabel: Schema.Struct({ labelName: Schema.String }),
  memberLabel: Schema.Array(Schema.Struct({ labelName: Schema.String })),
  currency: Schema.String,
  mobileNum: Schema.String,
  countryDialingCode: Schema.String,
  email: Schema.String,
  /** What is bound for login verification, masked (schemas/security.ts); absent for trial accounts. */
  bound: Schema.optionalKey(SecurityBindings),
})
export type MemberInfo = typeof MemberInfo.Type

/** GET /wps/member/info/icon */
export const MemberIconReply = Schema.Struct({ icon: Schema.String })
/** GET /wps/relay/MCSFE_getPlayerAvatar (token): the player's avatar (the icon's address) and the name shown beside it. */
export const PlayerAvatarReply = Schema.Struct({ avatar: Schema.String, nickname: Schema.String })

/** POST /wps/member/password (token, encrypted) */
export const ChangePasswordRequest = Schema.Struct({ oldPassword: Text(128), newPassword: Text(128), confirmNewPassword: Text(128) })
export const DoneReply = Schema.Struct({ done: Schema.Boolean })

/** POST (form) /wps/member/password/email: sends a reset code through the e-mail outbox. */
export const PasswordEmailRequest = Schema.Struct({ username: Text(64), email: Text(254) })
/** POST /wps/member/password/email/reset (encrypted): the code from the e-mail plus the new password. */
export const PasswordEmailResetRequest = Schema.Struct({ username: Text(64), code: Text(16), newPassword: Text(128) })
/** POST /wps/member/password/verification (encrypted): reset by mobile, then logged in. */
export const PasswordVerificationRequest = Schema.Struct({
  newPassword: Text(128),
  mobileNum: Text(20),
  countryDialingCode: Opt(Text(8)),
  verificationCode: Text(255),
})

/** GET /wps/agent/affiliate?code=&domain= */
export const AffiliateQuery = Schema.Struct({ code: Text(64), domain: Opt(Text(255)) })
export const AffiliateReply = Schema.Struct({ valid: Schema.Boolean })

/** GET /wps/system/countries */
export const Country = Schema.Struct({ countryCode: Schema.String, countryDialingCode: Schema.String })
export const CountriesReply = Schema.Struct({ countries: Schema.Array(Country) })
