/**
 * Password hashing with node:crypto scrypt at the OWASP parameters (N=2^17, r=8, p=1).
 * Stored form: "scrypt$<N>$<r>$<p>$<salt b64>$<hash b64>", so parameters can change later
 * without breaking old hashes. Comparison is constant time. `verifyPassword` on an
 * unusable hash (e.g. trial accounts, "!") still spends the scrypt time.
 */
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto'

export interface ScryptParams {
  readonly N: number
  readonly r: number
  readonly p: number
}

export const OWASP_SCRYPT: ScryptParams = { N: 2 ** 17, r: 8, p: 1 }
const KEY_LENGTH = 32
const SALT_LENGTH = 16
/** The hash of trial accounts and other rows nobody may log in to with a password. */
export const UNUSABLE_PASSWORD = '!'

/**
 * At most this many hashes run at once (each takes 128 MiB and ~0.4 s of a libuv thread), so
 * a burst of logins queues instead of exhausting memory or starving other I/O.
 */
export const MAX_CONCURRENT_HASHES = 2
let running = 0
const waiting: Array<() => void> = []
const acquire = async (): Promise<void> => {
  if (running < MAX_CONCURRENT_HASHES) {
    running++
    return
  }
  await new Promise<void>((resolve) => waiting.push(resolve))
}
const release = (): void => {
  const next = waiting.shift()
  if (next) next()
  else running--
}

const scrypt = async (password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> => {
  await acquire()
  try {
    return await new Promise((resolve, reject) => {
      const options: ScryptOptions = { N: params.N, r: params.r, p: params.p, maxmem: 128 * params.N * params.r * 2 + 1024 * 1024 }
      scryptCb(password.normalize('NFC'), salt, KEY_LENGTH, options, (err, key) => (err ? reject(err) : resolve(key)))
    })
  } finally {
    release()
  }
}

export const hashPassword = async (password: string, params: ScryptParams = OWASP_SCRYPT): Promise<string> => {
  const salt = randomBytes(SALT_LENGTH)
  const key = await scrypt(password, salt, params)
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$')
}

const parse = (stored: string): { params: ScryptParams; salt: Buffer; key: Buffer } | null => {
  const parts = stored.split('$')
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number]
  if (![N, r, p].every((n) => Number.isInteger(n) && n > 0) || N > 2 ** 20 || r > 32 || p > 16) return null
  const salt = Buffer.from(parts[4]!, 'base64')
  const key = Buffer.from(parts[5]!, 'base64')
  if (salt.length === 0 || key.length !== KEY_LENGTH) return null
  return { params: { N, r, p }, salt, key }
}

const DUMMY_SALT = randomBytes(SALT_LENGTH)

/** True when `password` matches; unknown or unusable hashes cost the same time and fail. */
export const verifyPassword = async (password: string, stored: string | null): Promise<boolean> => {
  const parsed = stored === null ? null : parse(stored)
  if (!parsed) {
    await scrypt(password, DUMMY_SALT, OWASP_SCRYPT)
    return false
  }
  const key = await scrypt(password, parsed.salt, parsed.params)
  return timingSafeEqual(key, parsed.key)
}

