/**
 * Stable error codes carried by every failed reply `{ success: false, code, message }`.
 * Clients branch on `code`, never on `message` (which is human text and may change).
 * Each code maps to one HTTP status so proxies and logs tell the story too.
 */
export const ErrorCodes = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  MALFORMED_JSON: 400,
  PAYLOAD_INVALID: 400,
  PAYLOAD_TAMPERED: 400,
  PAYLOAD_EXPIRED: 400,
  CAPTCHA_INVALID: 400,
  UNAUTHORIZED: 401,
  TOKEN_EXPIRED: 401,
  ADMIN_DISABLED: 403,
  FORBIDDEN: 403,
  REGION_RESTRICTED: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  MAINTENANCE: 503,
} as const

export type ErrorCode = keyof typeof ErrorCodes

export const errorCodeList = Object.keys(ErrorCodes) as ErrorCode[]

export const httpStatusOf = (code: ErrorCode): number => ErrorCodes[code]
