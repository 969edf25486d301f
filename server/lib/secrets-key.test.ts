import { mkdtempSync, readFileSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { SECRETS_KEY_FILE, keyedHash, loadSecretsKey, parseSecretsKey, seal, unseal } from './secrets-key.ts'

describe('secrets key', () => {
  it('without SECRETS_KEY, generates one into a 0600 file under the data directory and reuses it', () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'tala-key-')), 'data')
    const first = loadSecretsKey(null, dir)
    const file = join(dir, SECRETS_KEY_FILE)
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(parseSecretsKey(readFileSync(file, 'utf8'))).toEqual(first)
    expect(loadSecretsKey(null, dir)).toEqual(first)
    const fromEnv = Buffer.alloc(32, 1)
    expect(loadSecretsKey(fromEnv, dir)).toEqual(fromEnv)
  })

  it('seals so only the same key opens; the keyed hash depends on the key', () => {
    const a = Buffer.alloc(32, 2)
    const sealed = seal(a, 'JBSWY3DPEHPK3PXP')
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP')
    expect(unseal(a, sealed)).toBe('JBSWY3DPEHPK3PXP')
    expect(() => unseal(Buffer.alloc(32, 3), sealed)).toThrow()
    expect(keyedHash(a, 'Tala123456')).not.toBe(keyedHash(Buffer.alloc(32, 3), 'Tala123456'))
  })

  it('accepts 32 bytes as base64 or hex only', () => {
    expect(parseSecretsKey(Buffer.alloc(32, 9).toString('base64'))).toHaveLength(32)
    expect(parseSecretsKey('ab'.repeat(32))).toHaveLength(32)
    expect(parseSecretsKey('short')).toBeNull()
    expect(parseSecretsKey(Buffer.alloc(16).toString('base64'))).toBeNull()
  })
})
