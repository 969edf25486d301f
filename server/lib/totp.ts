/**
 * TOTP (RFC 6238 over RFC 4226 HOTP): HMAC-SHA-1, 6 digits, 30-second steps, and base32
 * (RFC 4648, no padding) for the secret, as authenticator apps expect. No database here:
 * replay protection (each step used once) is the caller's job, with the step returned.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

export const TOTP_PERIOD_SECONDS = 30
export const TOTP_DIGITS = 6
/** Steps accepted either side of now (clock drift between phone and server). */
export const TOTP_WINDOW = 1

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

export const base32Encode = (bytes: Uint8Array): string => {
  let bits = 0
  let value = 0
  let out = ''
  for (const byte of bytes) {
    value = (value << 8) | byte
    bits += 8
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31]
      bits -= 5
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31]
  return out
}

export const base32Decode = (text: string): Buffer => {
  const clean = text.replace(/[\s=]/g, '').toUpperCase()
  let bits = 0
  let value = 0
  const out: number[] = []
  for (const ch of clean) {
    const index = ALPHABET.indexOf(ch)
    if (index < 0) throw new Error('Invalid base32')
    value = (value << 5) | index
    bits += 5
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255)
      bits -= 8
    }
  }
  return Buffer.from(out)
}

/** A new 160-bit secret (the RFC 4226 recommended length), base32. */
export const newTotpSecret = (): string => base32Encode(randomBytes(20))

export const hotp = (secret: Buffer, counter: number): string => {
  const message = Buffer.alloc(8)
  message.writeBigUInt64BE(BigInt(counter))
  const digest = createHmac('sha1', secret).update(message).digest()
  const offset = digest[digest.length - 1]! & 0xf
  const binary = (digest.readUInt32BE(offset) & 0x7fffffff) % 10 ** TOTP_DIGITS
  return String(binary).padStart(TOTP_DIGITS, '0')
}

export const totpStep = (nowMs: number): number => Math.floor(nowMs / 1000 / TOTP_PERIOD_SECONDS)

export const totpAt = (secretBase32: string, nowMs: number): string => hotp(base32Decode(secretBase32), totpStep(nowMs))

/**
 * The step whose code equals `code` within ±TOTP_WINDOW of now and after `afterStep` (the
 * last step already used), or null. Every candidate is compared, in constant time.
 */
export const matchTotp = (secretBase32: string, code: string, nowMs: number, afterStep: number | null): number | null => {
  const given = code.trim()
  if (!/^\d{6}$/.test(given)) return null
  const secret = base32Decode(secretBase32)
  const now = totpStep(nowMs)
  let found: number | null = null
  for (let step = now - TOTP_WINDOW; step <= now + TOTP_WINDOW; step++) {
    const match = timingSafeEqual(Buffer.from(hotp(secret, step)), Buffer.from(given))
    if (match && (afterStep === null || step > afterStep) && found === null) found = step
  }
  return found
}

export const otpauthUri = (issuer: string, account: string, secretBase32: string): string => {
  const label = encodeURIComponent(`${issuer}:${account}`)
  const params = new URLSearchParams({ secret: secretBase32, issuer, algorithm: 'SHA1', digits: String(TOTP_DIGITS), period: String(TOTP_PERIOD_SECONDS) })
  return `otpauth://totp/${label}?${params.toString()}`
}
