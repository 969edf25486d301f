/** Random tokens, numeric codes and hashing helpers (no database or HTTP knowledge). */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'

/**
 * Plain sha-256, for looking up high-entropy values (the 256-bit tokens of `newToken`, random
 * ids): nobody can try 2^256 candidates, so a dump of their hashes gives nothing away. A short
 * secret (a 6-digit code, a password) must use `keyedHash` (secrets-key.ts) or a password hash.
 */
export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex')

/** 32 random bytes, base64url (43 characters). */
export const newToken = (): string => randomBytes(32).toString('base64url')

/** `digits` random decimal digits (crypto.randomInt), leading zeros kept. */
export const newNumericCode = (digits = 6): string =>
  Array.from({ length: digits }, () => String(randomInt(10))).join('')

/** Constant-time string equality (compares sha-256 digests, so lengths leak nothing). */
export const safeEqual = (a: string, b: string): boolean =>
  timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest())

const ALNUM = 'abcdefghijklmnopqrstuvwxyz0123456789'
export const randomAlnum = (length: number): string => Array.from({ length }, () => ALNUM[randomInt(ALNUM.length)]).join('')
