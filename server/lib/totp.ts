/**
 * TOTP for authenticator apps, through `otpauth`: HMAC-SHA-1, 6 digits, 30-second steps, and a
 * base32 secret (RFC 4648, no padding). No database here: replay protection (each step used
 * once) is the caller's job, with the step returned.
 */
import { HOTP, Secret, TOTP } from 'otpauth'

export const TOTP_PERIOD_SECONDS = 30
export const TOTP_DIGITS = 6
/** Steps accepted either side of now (clock drift between phone and server). */
export const TOTP_WINDOW = 1

const PARAMS = { algorithm: 'SHA1', digits: TOTP_DIGITS } as const

/** A new 160-bit secret (the RFC 4226 recommended length), base32. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32

export const totpStep = (nowMs: number): number => TOTP.counter({ period: TOTP_PERIOD_SECONDS, timestamp: nowMs })

export const totpAt = (secretBase32: string, nowMs: number): string =>
  TOTP.generate({ ...PARAMS, secret: Secret.fromBase32(secretBase32), period: TOTP_PERIOD_SECONDS, timestamp: nowMs })

/**
 * The first step whose code equals `code` within ±TOTP_WINDOW of now and after `afterStep` (the
 * last step already used), or null. Each step is checked on its own (otpauth's window stops at
 * the first match, which could be a used step hiding a fresh one), every one in constant time.
 */
export const matchTotp = (secretBase32: string, code: string, nowMs: number, afterStep: number | null): number | null => {
  const token = code.trim()
  if (!/^\d{6}$/.test(token)) return null
  const secret = Secret.fromBase32(secretBase32)
  const now = totpStep(nowMs)
  let found: number | null = null
  for (let step = now - TOTP_WINDOW; step <= now + TOTP_WINDOW; step++) {
    const match = HOTP.validate({ ...PARAMS, token, secret, counter: step, window: 0 }) === 0
    if (match && (afterStep === null || step > afterStep) && found === null) found = step
  }
  return found
}

/**
 * The key URI the set-up QR code carries. Built here rather than with otpauth's `toString()`,
 * which orders and escapes the parameters differently: this is the exact text apps scanned so far.
 */
export const otpauthUri = (issuer: string, account: string, secretBase32: string): string => {
  const label = encodeURIComponent(`${issuer}:${account}`)
  const params = new URLSearchParams({ secret: secretBase32, issuer, algorithm: PARAMS.algorithm, digits: String(TOTP_DIGITS), period: String(TOTP_PERIOD_SECONDS) })
  return `otpauth://totp/${label}?${params.toString()}`
}
