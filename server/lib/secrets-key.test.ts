import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { loadSecretsKey, SECRETS_KEY_FILE, secretsKeyFrom } from './secrets-key.ts'
import { openText, sealText } from './sealed-text.ts'
import { parseConfig } from '../config.ts'

const dirs: string[] = []
const tempDir = () => { const d = mkdtempSync(join(tmpdir(), 'tala-key-')); dirs.push(d); return d }
afterEach(() => { for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true }) })

describe('secrets key', () => {
  it('is generated once under DATA_DIR, readable by its owner only, and the same on the next start', () => {
    const dir = join(tempDir(), 'data')
    const first = loadSecretsKey(null, dir)
    const file = join(dir, SECRETS_KEY_FILE)
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(loadSecretsKey(null, dir).equals(first)).toBe(true)
    expect(readFileSync(file, 'utf8').trim().length).toBeGreaterThanOrEqual(32)
  })
  it('comes from SECRETS_KEY when set, and then no file is written', () => {
    const dir = tempDir()
    const key = loadSecretsKey('k'.repeat(40), dir)
    expect(key.equals(secretsKeyFrom('k'.repeat(40)))).toBe(true)
    expect(() => statSync(join(dir, SECRETS_KEY_FILE))).toThrow()
  })
  it('SECRETS_KEY shorter than 32 characters stops the server with a message', () => {
    const parsed = parseConfig({ SECRETS_KEY: 'short' })
    expect(parsed.ok).toBe(false)
    expect(parsed.ok ? [] : parsed.errors.join('\n')).toMatch(/SECRETS_KEY must be at least 32 characters/)
    expect(parseConfig({ SECRETS_KEY: 'x'.repeat(32) })).toMatchObject({ ok: true, config: { secretsKey: 'x'.repeat(32) } })
  })
  it('seals text that only the same key opens', () => {
    const a = secretsKeyFrom('a'.repeat(32))
    const sealed = sealText(a, 'vendor secret')
    expect(sealed).not.toContain('vendor secret')
    expect(openText(a, sealed)).toBe('vendor secret')
    expect(() => openText(secretsKeyFrom('b'.repeat(32)), sealed)).toThrow()
  })
})
