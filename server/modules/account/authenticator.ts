/**
 * A member's authenticator app (TOTP). The secret is kept sealed under the secrets key (from
 * the environment or a file beside the database, never in it), so a copy of the database
 * alone does not give the codes away; it is shown only while setting up, never once bound.
 * Each accepted code moves `last_step` forward, so a code works once (and older ones never again).
 */
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { seal, unseal } from '../../lib/secrets-key.ts'
import { matchTotp } from '../../lib/totp.ts'

export const sealSecret = (key: Buffer, secret: string): string => seal(key, secret)

/** Whether the member has a confirmed authenticator. */
export const hasAuthenticator = async (db: Kysely<Database>, memberId: number): Promise<boolean> => {
  const row = await db.selectFrom('member_authenticators').select('bound_at').where('member_id', '=', memberId).executeTakeFirst()
  return row !== undefined && row.bound_at !== null
}

/**
 * Checks a code against the member's authenticator (the bound one, or the pending one when
 * `pending`), and uses its step up. True when accepted.
 */
export const useTotpCode = async (db: Kysely<Database>, key: Buffer, memberId: number, code: string, now: number, pending = false): Promise<boolean> => {
  const row = await db.selectFrom('member_authenticators').selectAll().where('member_id', '=', memberId).executeTakeFirst()
  if (!row || (row.bound_at === null) !== pending) return false
  const step = matchTotp(unseal(key, row.secret_enc), code, now, row.last_step)
  if (step === null) return false
  // Only one request can move the step forward: a replayed code loses the race.
  const claimed = await db.updateTable('member_authenticators').set({ last_step: step })
    .where('member_id', '=', memberId)
    .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]))
    .returning('member_id').executeTakeFirst()
  return claimed !== undefined
}
