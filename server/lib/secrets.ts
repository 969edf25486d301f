/** Random tokens, numeric codes and hashing helpers (no database or HTTP knowledge). */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'

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
