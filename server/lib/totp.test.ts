import { describe, expect, it } from 'vitest'
import { base32Decode, base32Encode, hotp, matchTotp, otpauthUri, totpAt } from './totp.ts'

// RFC 6238 appendix B (SHA-1 seed "12345678901234567890"), last 6 digits of the 8-digit values.
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890'))

describe('TOTP', () => {
  it('matches the RFC 4226 HOTP and RFC 6238 TOTP test vectors', () => {
    expect(hotp(Buffer.from('12345678901234567890'), 0)).toBe('755224')
    expect(hotp(Buffer.from('12345678901234567890'), 9)).toBe('520489')
    expect(totpAt(RFC_SECRET, 59_000)).toBe('287082')
    expect(totpAt(RFC_SECRET, 1_111_111_109_000)).toBe('081804')
    expect(totpAt(RFC_SECRET, 1_234_567_890_000)).toBe('005924')
    expect(totpAt(RFC_SECRET, 20_000_000_000_000)).toBe('353130')
  })

  it('round-trips base32', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI')
    expect(base32Decode('MZXW6YTBOI').toString()).toBe('foobar')
  })

  it('accepts one step either side, refuses further and refuses steps already used', () => {
    const now = 1_700_000_000_000
    const step = Math.floor(now / 30_000)
    expect(matchTotp(RFC_SECRET, totpAt(RFC_SECRET, now), now, null)).toBe(step)
    expect(matchTotp(RFC_SECRET, totpAt(RFC_SECRET, now - 30_000), now, null)).toBe(step - 1)
    expect(matchTotp(RFC_SECRET, totpAt(RFC_SECRET, now + 30_000), now, null)).toBe(step + 1)
    expect(matchTotp(RFC_SECRET, totpAt(RFC_SECRET, now - 60_000), now, null)).toBeNull()
    expect(matchTotp(RFC_SECRET, totpAt(RFC_SECRET, now), now, step)).toBeNull()
    expect(matchTotp(RFC_SECRET, 'abcdef', now, null)).toBeNull()
  })

  it('builds the otpauth URI apps scan', () => {
    expect(otpauthUri('Tala', 'demo01', 'ABC')).toBe('otpauth://totp/Tala%3Ademo01?secret=ABC&issuer=Tala&algorithm=SHA1&digits=6&period=30')
  })
})
