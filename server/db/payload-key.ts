/**
 * The payload key: PAYLOAD_KEY when configured, otherwise a random key generated once and
 * kept in `settings`, so encrypted calls keep working across restarts and across several
 * server processes sharing one database (the first writer wins, the rest read it back).
 */
import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from './schema.ts'
import { json } from './json.ts'
import { getSetting } from './settings.ts'

export const resolvePayloadKey = async (db: Kysely<Database>, configured: string | null): Promise<string> => {
  if (configured !== null) return configured
  const fresh = randomBytes(32).toString('base64url')
  await db
    .insertInto('settings')
    .values({ key: 'payloadKey', value: json(fresh) })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute()
  const stored = await getSetting(db, 'payloadKey')
  if (typeof stored !== 'string' || stored.length < 16) throw new Error('The stored payload key is missing or too short')
  return stored
}
