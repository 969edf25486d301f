/**
 * The secrets key: 32 bytes that encrypt what the database must not hold in clear (the
 * authenticator secrets, OIDC client secrets, outbox messages) and key the hash of the
 * default weak password. It lives outside the database, so a copy of the database alone
 * gives none of them away: from SECRETS_KEY, else from a 0600 file under DATA_DIR, written
 * with a random key on first start.
 */
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

export const SECRETS_KEY_BYTES = 32
export const SECRETS_KEY_FILE = 'secrets.key'

/** A key written as base64 (44 characters) or hex (64); null when it is not 32 bytes. */
export const parseSecretsKey = (text: string): Buffer | null => {
  const t = text.trim()
  const key = /^[0-9a-fA-F]{64}$/.test(t) ? Buffer.from(t, 'hex') : /^[A-Za-z0-9+/_-]{43}=?$/.test(t) ? Buffer.from(t, 'base64') : null
  return key && key.length === SECRETS_KEY_BYTES ? key : null
}

/** The key from the environment, else the one kept in `dataDir/secrets.key` (created 0600 when missing). */
export const loadSecretsKey = (fromEnv: Buffer | null, dataDir: string): Buffer => {
  if (fromEnv) return fromEnv
  const file = join(dataDir, SECRETS_KEY_FILE)
  try {
    const key = parseSecretsKey(readFileSync(file, 'utf8'))
    if (!key) throw new Error(`${file} does not hold a 32-byte key (base64 or hex).`)
    return key
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e
  }
  mkdirSync(dataDir, { recursive: true })
  const key = randomBytes(SECRETS_KEY_BYTES)
  // 'wx': two processes starting at once keep whichever wrote first.
  try {
    writeFileSync(file, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' })
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'EEXIST') return loadSecretsKey(null, dataDir)
    throw e
  }
  return key
}

const PREFIX = 's1.'

/** Whether a stored value is sealed (the prefix `s1.`), so conversions can skip it. */
export const isSealed = (value: string): boolean => value.startsWith(PREFIX)

/** AES-256-GCM under the key: `s1.<iv>.<tag>.<data>` in base64. */
export const seal = (key: Buffer, text: string): string => {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  const data = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()])
  return PREFIX + [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64')).join('.')
}

/** The text sealed by `seal`; throws when the key is not the one it was sealed with. */
export const unseal = (key: Buffer, sealed: string): string => {
  if (!isSealed(sealed)) throw new Error('not a sealed value')
  const [iv, tag, data] = sealed.slice(PREFIX.length).split('.').map((p) => Buffer.from(p, 'base64'))
  const decipher = createDecipheriv('aes-256-gcm', key, iv!)
  decipher.setAuthTag(tag!)
  return Buffer.concat([decipher.update(data!), decipher.final()]).toString('utf8')
}

/** HMAC-SHA256 under the key, hex: a hash nobody without the key can test guesses against. */
export const keyedHash = (key: Buffer, text: string): string => createHmac('sha256', key).update(text).digest('hex')
