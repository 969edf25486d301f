import { CaptchaAsked, ModuleOff } from './failures.ts'
import { BlockedValue } from './schemas/protection.ts'

/** Failures several calls share, spread into each call's own `failures`. */
export const moduleOff = { MODULE_DISABLED: ModuleOff } as const
export const throttled = { TOO_MANY_REQUESTS: null } as const
export const botCheck = { BOT_CHECK_FAILED: null } as const
export const codeChecked = { CODE_INVALID: null, CODE_EXPIRED: null } as const
/** Refused to a free-play (trial) account. */
export const realAccount = { TRIAL_ACCOUNT: null } as const
/** Calls that set a new password (PASSWORD_RULE; the server also checks its leaked-password list). */
export const newPassword = { PASSWORD_BREACHED: null } as const
export const captcha = { CAPTCHA_REQUIRED: CaptchaAsked, CAPTCHA_INVALID: CaptchaAsked } as const
/** Player protection: money and game calls a break, time-out or self-exclusion refuses (schemas/protection.ts). */
export const protectionBlocked = { SELF_EXCLUDED: BlockedValue, ON_BREAK: BlockedValue } as const
/** Calls that take the payment password. */
export const paymentPassword = { PAYMENT_PASSWORD_NOT_SET: null, PAYMENT_PASSWORD_INVALID: null, TOO_MANY_REQUESTS: null } as const
