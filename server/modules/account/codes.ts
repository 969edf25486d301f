/**
 * One-time verification codes (SMS login/register/reset, e-mail reset): 6 random digits,
 * stored as an HMAC under the secrets key bound to purpose and target, valid 5 minutes,
 * single use, at most 5 wrong tries per code. A new code for the same purpose and target
 * replaces older ones. Keyed because a million candidates are nothing to try: a plain hash
 * in a database dump would give the codes away.
 */
import { timingSafeEqual } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { CodePurpose, Database } from '../../db/schema.ts'
import { ApiError } from '../../http/errors.ts'
import { newNumericCode } from '../../lib/secrets.ts'
import { keyedHash } from '../../lib/secrets-key.ts'

export const CODE_TTL_MINUTES = 5
export const CODE_TTL_MS = CODE_TTL_MINUTES * 60 * 1000
export const MAX_CODE_ATTEMPTS = 5

const codeHash = (key: Buffer, purpose: string, target: string, code: string): string => keyedHash(key, `${purpose}\n${target}\n${code}`)

/** How a phone number is named as a code target and outbox recipient: "+63 9170000001". */
export const phoneTarget = (countryDialingCode: string, mobileNum: string): string => `+${countryDialingCode} ${mobileNum}`

export const issueCode = async (db: Kysely<Database>, key: Buffer, purpose: CodePurpose, target: string, now: number): Promise<string> => {
  const code = newNumericCode(6)
  await db.updateTable('verification_codes').set({ used_at: new Date(now) })
    .where('purpose', '=', purpose).where('target', '=', target).where('used_at', 'is', null).execute()
  await db.deleteFrom('verification_codes').where('expires_at', '<', new Date(now - 24 * 60 * 60 * 1000)).execute()
  await db.insertInto('verification_codes')
    .values({ purpose, target, code_hash: codeHash(key, purpose, target, code), expires_at: new Date(now + CODE_TTL_MS), used_at: null })
    .execute()
  return code
}

/**
 * Uses the live code for the target up when `code` matches (any of `purposes`); throws
 * CODE_INVALID (wrong, none sent, used up) or CODE_EXPIRED.
 */
export const consumeCode = async (
  db: Kysely<Database>, key: Buffer, purposes: ReadonlyArray<CodePurpose>, target: string, code: string, now: number,
): Promise<void> => {
  const invalid = new ApiError('CODE_INVALID', 'Invalid or missing verification code.')
  const trimmed = code.trim()
  if (!/^\d{6}$/.test(trimmed)) throw invalid
  // The try is counted before the code is compared, in one statement that only counts while
  // a code has tries left: N guesses at once get at most MAX_CODE_ATTEMPTS comparisons.
  const rows = await db.updateTable('verification_codes').set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('purpose', 'in', [...purposes]).where('target', '=', target).where('used_at', 'is', null)
    .where('attempts', '<', MAX_CODE_ATTEMPTS).returningAll().execute()
  if (rows.length === 0) throw invalid
  rows.sort((a, b) => b.id - a.id)
  let expired = false
  for (const row of rows) {
    const expected = Buffer.from(row.code_hash, 'hex')
    const given = Buffer.from(codeHash(key, row.purpose, target, trimmed), 'hex')
    const match = expected.length === given.length && timingSafeEqual(expected, given)
    if (!match) continue
    if (row.expires_at.getTime() <= now) {
      expired = true
      continue
    }
    // One statement claims it, so two concurrent uses cannot both succeed.
    const claimed = await db.updateTable('verification_codes').set({ used_at: new Date(now) })
      .where('id', '=', row.id).where('used_at', 'is', null).returning('id').executeTakeFirst()
    if (claimed) return
  }
  if (expired) throw new ApiError('CODE_EXPIRED', 'Verification code expired, please send again.')
  // A wrong guess has counted against every live code for the target; the last try burns them.
  const spent = rows.filter((r) => r.attempts >= MAX_CODE_ATTEMPTS).map((r) => r.id)
  if (spent.length > 0) {
    await db.updateTable('verification_codes').set({ used_at: new Date(now) }).where('id', 'in', spent).where('used_at', 'is', null).execute()
  }
  throw invalid
}
