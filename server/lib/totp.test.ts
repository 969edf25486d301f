import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { matchTotp, newTotpSecret, otpauthUri, totpAt } from './totp.ts'

// RFC 6238 appendix B (SHA-1 seed "12345678901234567890"), last 6 digits of the 8-digit values.
const RFC_SEED = Buffer.from('12345678901234567890')
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ'

// The hand-written RFC 4226 HOTP the server used before otpauth: authenticators bound with it
// must keep working, so its codes are the reference.
const oldHotp = (seed: Buffer, counter: number): string => {
  const message = Buffer.alloc(8)
  message.writeBigUInt64BE(BigInt(counter))
  const digest = createHmac('sha1', seed).update(message).digest()
  const offset = digest[digest.length - 1]! & 0xf
  return String((digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0')
}
const oldTotpAt = (seed: Buffer, nowMs: number): string => oldHotp(seed, Math.floor(nowMs / 30_000))

describe('TOTP', () => {
  it('matches the RFC 6238 TOTP test vectors', () => {
    expect(totpAt(RFC_SECRET, 59_000)).toBe('287082')
    expect(totpAt(RFC_SECRET, 1_111_111_109_000)).toBe('081804')
    expect(totpAt(RFC_SECRET, 1_234_567_890_000)).toBe('005924')
    expect(totpAt(RFC_SECRET, 20_000_000_000_000)).toBe('353130')
  })

  it('accepts the codes of authenticators bound with the former implementation', () => {
    for (const t of [59_000, 1_111_111_109_000, 1_234_567_890_000, 20_000_000_000_000]) {
      const code = oldTotpAt(RFC_SEED, t)
      expect(matchTotp(RFC_SECRET, code, t, null)).toBe(Math.floor(t / 30_000))
      expect(matchTotp(RFC_SECRET, oldTotpAt(RFC_SEED, t - 30_000), t, null)).toBe(Math.floor(t / 30_000) - 1)
    }
    // A secret as the former code encoded it (20 bytes, base32 without padding), read back the same.
    const seed = Buffer.from('0a1b2c3d4e5f60718293a4b5c6d7e8f901234567', 'hex')
    const stored = 'BINSYPKOL5QHDAUTUS24NV7I7EASGRLH'
    expect(totpAt(stored, 1_700_000_000_000)).toBe(oldTotpAt(seed, 1_700_000_000_000))
  })

  it('makes 160-bit base32 secrets without padding', () => {
    expect(newTotpSecret()).toMatch(/^[A-Z2-7]{32}$/)
    expect(newTotpSecret()).not.toBe(newTotpSecret())
  })

  it('accepts one step either side, refuses further and refuses steps already used', () => {
    const now = 1_700_000_000_000
    const step = Math.floor(now / 30_000)
    expect(matchTotp(RFC_SECRET, totpAt(RFC_SECRET, now), now, null)).toBe(step)
    expect(matchTotp(RFC_SECRET, totpAt(RFC_SECRET, now - 30_000), now, null)).toBe(step - 1)
    expect(matchTotp(RFC_SECRET, totpAt(RFC_SECRET, now + 30_000), now, null)).toBe(step + 1)
    expect(matchTotp(RFC_SECRET, totpAt(RFC_SECRET, now - 60_000), now, null)).toBeNull()
    expect(matchTotp(RFC_SECRET, totpAt(RFC_SECRET, now), now, step)).toBeNull()
    expect(matchTotp(RFC_SECRET, ` ${totpAt(RFC_SECRET, now)} `, now, null)).toBe(step)
    expect(matchTotp(RFC_SECRET, 'abcdef', now, null)).toBeNull()
  })

  it('builds the otpauth URI apps scan', () => {
    expect(otpauthUri('Tala', 'demo01', 'ABC')).toBe('otpauth://totp/Tala%3Ademo01?secret=ABC&issuer=Tala&algorithm=SHA1&digits=6&period=30')
  })
})
