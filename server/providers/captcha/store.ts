/**
 * Captcha challenges in the `captchas` table. The visitor holds a random id (cookie); the
 * table holds only hashes of the id and of the answer, an expiry (2 minutes) and when it
 * was used. `verifyCaptcha` consumes the challenge on the first attempt, right or wrong, so
 * one image can never be guessed at twice.
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { CAPTCHA_ALPHABET } from './font.ts'

export const CAPTCHA_LENGTH = 5
export const CAPTCHA_TTL_MS = 2 * 60 * 1000
/** Expired rows are deleted after this long (kept briefly for debugging abuse). */
const PURGE_AFTER_MS = 10 * 60 * 1000

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex')
// The answer is short, but its hash is bound to the id, a 192-bit random value the table holds
// only hashed: without the visitor's cookie there is nothing to try the answers against.
const answerHash = (id: string, answer: string): string => sha256(`${id}:${answer.trim().toUpperCase()}`)

export const randomCaptchaText = (length = CAPTCHA_LENGTH): string =>
  Array.from({ length }, () => CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)]).join('')

export interface NewCaptcha {
  /** Goes to the visitor (cookie); never stored in clear. */
  readonly id: string
  readonly answer: string
  readonly expiresAt: Date
}

export const createCaptcha = async (db: Kysely<Database>, now: Date = new Date()): Promise<NewCaptcha> => {
  const id = randomBytes(24).toString('base64url')
  const answer = randomCaptchaText()
  const expiresAt = new Date(now.getTime() + CAPTCHA_TTL_MS)
  await db.deleteFrom('captchas').where('expires_at', '<', new Date(now.getTime() - PURGE_AFTER_MS)).execute()
  await db
    .insertInto('captchas')
    .values({ id_hash: sha256(id), answer_hash: answerHash(id, answer), expires_at: expiresAt, used_at: null })
    .execute()
  return { id, answer, expiresAt }
}

/** True once for the right answer (any letter case) before expiry; false ever after. */
export const verifyCaptcha = async (db: Kysely<Database>, id: string, answer: string, now: Date = new Date()): Promise<boolean> => {
  if (id === '' || id.length > 128 || answer.trim() === '' || answer.length > 32) return false
  // One statement marks it used, so two concurrent attempts cannot both succeed.
  const row = await db
    .updateTable('captchas')
    .set({ used_at: now })
    .where('id_hash', '=', sha256(id))
    .where('used_at', 'is', null)
    .returning(['answer_hash', 'expires_at'])
    .executeTakeFirst()
  if (!row || row.expires_at.getTime() <= now.getTime()) return false
  const expected = Buffer.from(row.answer_hash, 'hex')
  const given = Buffer.from(answerHash(id, answer), 'hex')
  return expected.length === given.length && timingSafeEqual(expected, given)
}
