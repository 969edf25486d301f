/**
 * A member's authenticator app (TOTP). The secret is kept encrypted (AES-256-GCM with the
 * `authenticatorKey` setting, generated on first use) so a copy of the members tables alone
 * does not give the codes away; it is shown only while setting up, never once bound. Each
 * accepted code moves `last_step` forward, so a code works once (and older ones never again).
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { getSetting } from '../../db/settings.ts'
import { matchTotp } from '../../lib/totp.ts'

const keyOf = async (db: Kysely<Database>): Promise<Buffer> => {
  const existing = await getSetting(db, 'authenticatorKey')
  if (existing) return Buffer.from(existing, 'base64')
  const key = randomBytes(32).toString('base64')
  // Two processes racing here agree on whichever key was stored first.
  await db.insertInto('settings').values({ key: 'authenticatorKey', value: JSON.stringify(key) }).onConflict((oc) => oc.column('key').doNothing()).execute()
  return Buffer.from((await getSetting(db, 'authenticatorKey')) ?? key, 'base64')
}

export const sealSecret = async (db: Kysely<Database>, secret: string): Promise<string> => {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', await keyOf(db), iv)
  const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()])
  return [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64')).join('.')
}

export const openSecret = async (db: Kysely<Database>, sealed: string): Promise<string> => {
  const [iv, tag, data] = sealed.split('.').map((p) => Buffer.from(p, 'base64'))
  const decipher = createDecipheriv('aes-256-gcm', await keyOf(db), iv!)
  decipher.setAuthTag(tag!)
  return Buffer.concat([decipher.update(data!), decipher.final()]).toString('utf8')
}

/** Whether the member has a confirmed authenticator. */
export const hasAuthenticator = async (db: Kysely<Database>, memberId: number): Promise<boolean> => {
  const row = await db.selectFrom('member_authenticators').select('bound_at').where('member_id', '=', memberId).executeTakeFirst()
  return row !== undefined && row.bound_at !== null
}

/**
 * Checks a code against the member's authenticator (the bound one, or the pending one when
 * `pending`), and uses its step up. True when accepted.
 */
export const useTotpCode = async (db: Kysely<Database>, memberId: number, code: string, now: number, pending = false): Promise<boolean> => {
  const row = await db.selectFrom('member_authenticators').selectAll().where('member_id', '=', memberId).executeTakeFirst()
  if (!row || (row.bound_at === null) !== pending) return false
  const step = matchTotp(await openSecret(db, row.secret_enc), code, now, row.last_step)
  if (step === null) return false
  // Only one request can move the step forward: a replayed code loses the race.
  const claimed = await db.updateTable('member_authenticators').set({ last_step: step })
    .where('member_id', '=', memberId)
    .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]))
    .returning('member_id').executeTakeFirst()
  return claimed !== undefined
}
