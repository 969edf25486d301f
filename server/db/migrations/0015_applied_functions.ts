/**
 * 0015: which version of each SQL function source (server/db/functions/<name>.sql) the
 * database runs: its name and the sha256 of the file's text. apply-functions.ts applies a
 * file whose hash differs and records the new hash in the same transaction.
 */
import { sql, type Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>

export async function up(db: AnyDb): Promise<void> {
  await sql`
    CREATE TABLE applied_functions (
      name text PRIMARY KEY,
      sha256 text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db)
}
