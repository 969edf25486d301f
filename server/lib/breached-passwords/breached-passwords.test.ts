import { describe, expect, it } from 'vitest'
import { isBreachedPassword } from './index.ts'

describe('leaked-password list', () => {
  it('knows common passwords whatever their case, and not a passphrase of its own', () => {
    expect(isBreachedPassword('password')).toBe(true)
    expect(isBreachedPassword('Password1')).toBe(true)
    expect(isBreachedPassword('QWERTYUIOP')).toBe(true)
    expect(isBreachedPassword('1qaz2wsx')).toBe(true)
    expect(isBreachedPassword('violet kettle under 9 moons')).toBe(false)
    expect(isBreachedPassword('Demo1234')).toBe(false)
  })
})
