import { Schema } from 'effect'
import type { ErrorCode } from './error-codes.ts'
import { LoginVerificationNeeded } from './schemas/login-verification.ts'

/**
 * The failure side of the contract: which codes a call may answer and the shape of each
 * code's `value` hint. Each endpoint lists its own failures; the ones every call (or every
 * call of a kind) can meet are added by `failuresOf` below, so a declaration says only what
 * is particular to its call.
 *
 * A spec maps a code to the schema of its `value`, or to `null` when that code carries none.
 * Wrap the schema in `Schema.optionalKey` when the code is sent both with and without a value.
 */
export type FailureSpec = { readonly [C in ErrorCode]?: Schema.Top | null }

/** `{ captcha }`: true when the next attempt must carry a captcha (spec §4). */
export const CaptchaAsked = Schema.Struct({ captcha: Schema.Boolean }).annotate({ identifier: 'CaptchaAsked' })
export type CaptchaAsked = typeof CaptchaAsked.Type

/** One refused field: which one and why (`required`, `pattern`, `length`, ...). */
export const FieldError = Schema.Struct({ field: Schema.String, reason: Schema.String })
export type FieldError = typeof FieldError.Type
/** `{ fields }` of a VALIDATION_FAILED that names its fields. */
export const FieldErrors = Schema.Struct({ fields: Schema.Array(FieldError) }).annotate({ identifier: 'FieldErrors' })
export type FieldErrors = typeof FieldErrors.Type

/** `{ retryAfterSeconds }` of a throttled request. */
export const RetryAfter = Schema.Struct({ retryAfterSeconds: Schema.Number }).annotate({ identifier: 'RetryAfter' })
/** `{ module }`: the switched-off whitelabel module the call needs. */
export const ModuleOff = Schema.Struct({ module: Schema.String }).annotate({ identifier: 'ModuleOff' })
/** `{ ip, country }` the visitor was refused for. */
export const RegionRefused = Schema.Struct({ ip: Schema.String, country: Schema.String }).annotate({ identifier: 'RegionRefused' })

/**
 * LOGIN_FAILED of the password login: either the unregistered-IP verification is asked, or
 * `{ captcha }` says whether the next try needs a captcha.
 */
export const LoginFailedValue = Schema.Union([LoginVerificationNeeded.annotate({ identifier: 'LoginVerificationNeeded' }), CaptchaAsked])
export type LoginFailedValue = typeof LoginFailedValue.Type

/** What any call can meet: a refused request, maintenance, region block, throttling, a server fault, the database away. */
export const CommonFailures = {
  BAD_REQUEST: null,
  VALIDATION_FAILED: Schema.optionalKey(FieldErrors),
  MALFORMED_JSON: null,
  UNSUPPORTED_MEDIA_TYPE: null,
  PAYLOAD_TOO_LARGE: null,
  FORBIDDEN: null,
  RATE_LIMITED: Schema.optionalKey(RetryAfter),
  MAINTENANCE: null,
  REGION_RESTRICTED: RegionRefused,
  INTERNAL: null,
  SERVICE_UNAVAILABLE: null,
} as const satisfies FailureSpec

/** Calls whose body travels encrypted (`{ payload }`). */
export const EncryptedFailures = { PAYLOAD_INVALID: null, PAYLOAD_TAMPERED: null, PAYLOAD_EXPIRED: null } as const satisfies FailureSpec

/** Calls that need (or read) a session token. */
export const SessionFailures = { UNAUTHORIZED: null, TOKEN_EXPIRED: null } as const satisfies FailureSpec

export type Auth = 'none' | 'optional' | 'token'

/** Every failure a call can answer: its own plus those of its kind. */
export type AllFailures<F extends FailureSpec, A extends Auth, En extends boolean> = F &
  typeof CommonFailures &
  (A extends 'none' ? unknown : typeof SessionFailures) &
  (En extends true ? typeof EncryptedFailures : unknown)

export const failuresOf = <F extends FailureSpec, A extends Auth, En extends boolean>(own: F, auth: A, encrypted: En): AllFailures<F, A, En> =>
  ({
    ...CommonFailures,
    ...(auth === 'none' ? {} : SessionFailures),
    ...(encrypted ? EncryptedFailures : {}),
    ...own,
  }) as AllFailures<F, A, En>
