/**
 * 0018: verification codes are stored as an HMAC under the secrets key instead of a plain
 * sha-256 (a 6-digit code's plain hash is reversed by trying a million values). Codes issued
 * before have the old hash, which no longer matches anything: they are deleted, so no plain
 * hash stays in the database. They lived 5 minutes at most; a member who was waiting for one
 * asks for a new code.
 */
import { sql, type Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>

export async function up(db: AnyDb): Promise<void> {
  await sql`DELETE FROM verification_codes`.execute(db)
}
