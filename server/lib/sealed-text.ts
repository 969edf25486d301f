/**
 * Secrets at rest: AES-256-GCM under the deployment's secrets key (secrets-key.ts). A sealed
 * value is "v1." then base64url(iv | tag | ciphertext), so a clear value is told apart.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'

const PREFIX = 'v1.'

export const isSealed = (value: string): boolean => value.startsWith(PREFIX)

export const sealText = (key: Buffer, plain: string): string => {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64url')
}

/** The clear text; throws when the value is not sealed or not under this key. */
export const openText = (key: Buffer, sealed: string): string => {
  if (!isSealed(sealed)) throw new Error('Not a sealed value')
  const raw = Buffer.from(sealed.slice(PREFIX.length), 'base64url')
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12))
  decipher.setAuthTag(raw.subarray(12, 28))
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8')
}
