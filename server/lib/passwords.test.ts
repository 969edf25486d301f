import { beforeAll, describe, expect, it } from 'vitest'
import { hashPassword, hashWithTestParams, needsRehash, OWASP_SCRYPT, UNUSABLE_PASSWORD, verifyPassword } from './passwords.ts'
import { TEST_SCRYPT, useTestPasswordHashes } from '../testing/test-passwords.ts'
import { newNumericCode, newToken, safeEqual } from './secrets.ts'

describe('passwords', () => {
  // What every server process hashes with (the suite's own code hashes cheaply, see below).
  beforeAll(() => hashWithTestParams())

  it('hashes with scrypt at the OWASP parameters and verifies only the right password', async () => {
    const stored = await hashPassword('Demo1234')
    expect(stored).toMatch(/^scrypt\$16384\$8\$5\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/)
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

  it('keeps verifying hashes made with the earlier parameters, and says they need a new hash', async () => {
    const old = await hashPassword('Demo 1234 ✓', { N: 2 ** 17, r: 8, p: 1 })
    expect(old).toMatch(/^scrypt\$131072\$8\$1\$/)
    expect(await verifyPassword('Demo 1234 ✓', old)).toBe(true)
    expect(await verifyPassword('Demo 1234 x', old)).toBe(false)
    expect(needsRehash(old)).toBe(true)
    expect(needsRehash(await hashPassword('Demo 1234 ✓'))).toBe(false)
    expect(needsRehash(UNUSABLE_PASSWORD)).toBe(false)
    expect(needsRehash(null)).toBe(false)
    expect(OWASP_SCRYPT).toEqual({ N: 2 ** 14, r: 8, p: 5 })
  })

  it('hashes at the test suite\'s cheap parameters only while they are set, and at OWASP\'s again after', async () => {
    useTestPasswordHashes()
    const cheap = await hashPassword('Demo1234')
    expect(cheap).toMatch(new RegExp(`^scrypt\\$${TEST_SCRYPT.N}\\$${TEST_SCRYPT.r}\\$${TEST_SCRYPT.p}\\$`))
    expect(needsRehash(cheap)).toBe(false)
    hashWithTestParams()
    expect(needsRehash(cheap)).toBe(true)
    expect(await verifyPassword('Demo1234', cheap)).toBe(true)
    expect(await hashPassword('Demo1234')).toMatch(/^scrypt\$16384\$8\$5\$/)
  })

  it('hashes the NFC form, so a composed and a decomposed é are one password', async () => {
    const stored = await hashPassword('caf\u00e9 au lait')
    expect(await verifyPassword('cafe\u0301 au lait', stored)).toBe(true)
  })

  it('makes tokens and codes of the right shape', () => {
    expect(newToken()).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(newNumericCode()).toMatch(/^\d{6}$/)
    expect(safeEqual('a', 'a')).toBe(true)
    expect(safeEqual('a', 'ab')).toBe(false)
  })
})
