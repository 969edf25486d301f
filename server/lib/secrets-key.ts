/**
 * The key that seals secrets at rest (vendor HMAC secrets). It never lives in the database it
 * protects: SECRETS_KEY from the environment, or else a random key generated on first start in
 * `<DATA_DIR>/secrets.key` (mode 0600) and read back on every later start. Servers sharing one
 * database must share the key: set SECRETS_KEY on each of them.
 */
import { createHash, randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

export const SECRETS_KEY_FILE = 'secrets.key'

/** 32 key bytes from the configured text (any length the config accepts). */
export const secretsKeyFrom = (text: string): Buffer => createHash('sha256').update(text, 'utf8').digest()

export const loadSecretsKey = (configured: string | null, dataDir: string): Buffer => {
  if (configured !== null) return secretsKeyFrom(configured)
  const file = join(dataDir, SECRETS_KEY_FILE)
  mkdirSync(dataDir, { recursive: true })
  try {
    // 'wx': only the first start writes it; a second process racing here reads the winner's.
    writeFileSync(file, `${randomBytes(32).toString('base64url')}\n`, { flag: 'wx', mode: 0o600 })
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e
  }
  const text = readFileSync(file, 'utf8').trim()
  if (text.length < 32) throw new Error(`${file} holds no usable key (remove it to have one generated, or set SECRETS_KEY)`)
  return secretsKeyFrom(text)
}
