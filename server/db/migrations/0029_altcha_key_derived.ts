/**
 * 0029: the ALTCHA HMAC key is derived from SECRETS_KEY (server/modules/account/altcha.ts)
 * instead of being kept in the settings in clear: the stored one goes.
 */
import { sql, type Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>

export async function up(db: AnyDb): Promise<void> {
  await sql`DELETE FROM settings WHERE key = 'altchaHmacKey'`.execute(db)
}
