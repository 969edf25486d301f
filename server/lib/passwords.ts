/**
 * Password hashing with scrypt at OWASP parameters, run on the scrypt worker pool (one
 * thread per core, first come first served). Stored form:
 * "scrypt$<N>$<r>$<p>$<salt b64>$<hash b64>", so parameters can change without breaking old
 * hashes: a hash made with other parameters still verifies, and `needsRehash` tells the
 * login to store a new one. Passwords are NFC-normalised before hashing. Comparison is
 * constant time. `verifyPassword` on an unusable hash (e.g. trial accounts, "!") still
 * spends the scrypt time.
 */
import { randomBytes, timingSafeEqual, type ScryptOptions } from 'node:crypto'
import { createScryptPool, type ScryptPool } from './scrypt-pool.ts'

export { ScryptPoolBusy as PasswordWorkersBusy } from './scrypt-pool.ts'

export interface ScryptParams {
  readonly N: number
  readonly r: number
  readonly p: number
}

/**
 * N=2^14, r=8, p=5: one of the equal-strength scrypt settings in OWASP's Password Storage
 * Cheat Sheet (beside N=2^17, r=8, p=1, the one used before). It needs 16 MiB per hash
 * instead of 128 MiB and, measured here, 230 ms of a core instead of 500 ms, so one core
 * serves about twice the logins and a hash per core fits in little memory.
 */
export const OWASP_SCRYPT: ScryptParams = { N: 2 ** 14, r: 8, p: 5 }
const KEY_LENGTH = 32
const SALT_LENGTH = 16
/** The hash of trial accounts and other rows nobody may log in to with a password. */
export const UNUSABLE_PASSWORD = '!'

/**
 * The parameters new hashes are made with (and unusable hashes cost): OWASP's in every server
 * process. Only the server's test suite lowers them (`hashWithTestParams`), because each of its
 * several hundred hashes would otherwise cost 150 ms of a core.
 */
let current: ScryptParams = OWASP_SCRYPT

/**
 * For the server's test suite only (server/testing/test-passwords.ts): make new hashes with
 * `params`, or with OWASP's again when called with none. Nothing outside server/testing calls it
 * (server/architecture.test.ts).
 */
export const hashWithTestParams = (params: ScryptParams = OWASP_SCRYPT): void => { current = params }

/** One pool per process, made on the first hash (scripts that never hash start no threads). */
let pool: ScryptPool | null = null

const scrypt = (password: string, salt: Buffer, params: ScryptParams, shed = false): Promise<Buffer> => {
  pool ??= createScryptPool()
  const options: ScryptOptions = { N: params.N, r: params.r, p: params.p, maxmem: 128 * params.N * params.r * 2 + 1024 * 1024 }
  return pool.run({ password: password.normalize('NFC'), salt, keylen: KEY_LENGTH, options }, { shed })
}

/** Whether a password check asked for now would be queued (false: answer SERVER_BUSY before counting anything). */
export const passwordWorkersHaveRoom = (): boolean => pool === null || pool.hasRoom()

export const hashPassword = async (password: string, params: ScryptParams = current): Promise<string> => {
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

/**
 * True when `password` matches; unknown or unusable hashes cost the same time and fail. With
 * `shedWhenBusy` (a login) it throws PasswordWorkersBusy rather than queue past what the
 * workers can check in time.
 */
export const verifyPassword = async (password: string, stored: string | null, { shedWhenBusy = false } = {}): Promise<boolean> => {
  const parsed = stored === null ? null : parse(stored)
  if (!parsed) {
    await scrypt(password, DUMMY_SALT, current, shedWhenBusy)
    return false
  }
  const key = await scrypt(password, parsed.salt, parsed.params, shedWhenBusy)
  return timingSafeEqual(key, parsed.key)
}


/** True when `stored` is a usable hash made with other parameters than `params`: hash the password again. */
export const needsRehash = (stored: string | null, params: ScryptParams = current): boolean => {
  const parsed = stored === null ? null : parse(stored)
  return parsed !== null && (parsed.params.N !== params.N || parsed.params.r !== params.r || parsed.params.p !== params.p)
}
