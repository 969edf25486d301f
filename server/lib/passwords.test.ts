import { describe, expect, it } from 'vitest'
import { hashPassword, UNUSABLE_PASSWORD, verifyPassword } from './passwords.ts'
import { newNumericCode, newToken, safeEqual } from './secrets.ts'

describe('passwords', () => {
  it('hashes with scrypt at the OWASP parameters and verifies only the right password', async () => {
    const stored = await hashPassword('Demo1234')
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/)
    expect(stored).not.toContain('Demo1234')
    const [ok, wrong, unusable, garbage] = await Promise.all([
      verifyPassword('Demo1234', stored),
      verifyPassword('demo1234', stored),
      verifyPassword('!', UNUSABLE_PASSWORD),
      verifyPassword('x', 'scrypt$1$1$1$$'),
    ])
    expect([ok, wrong, unusable, garbage]).toEqual([true, false, false, false])
    expect(await hashPassword('Demo1234')).not.toBe(stored)
  })

  it('makes tokens and codes of the right shape', () => {
    expect(newToken()).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(newNumericCode()).toMatch(/^\d{6}$/)
    expect(safeEqual('a', 'a')).toBe(true)
    expect(safeEqual('a', 'ab')).toBe(false)
  })
})
