/**
 * 0027: the catalogue's version. One row, one number, moved by a trigger on every statement
 * that writes `games` or `game_vendors` (functions/catalogue_version_bump.sql), whoever runs
 * it: the admin API, the seed, another server process, the SQL console. A server holding the
 * catalogue in memory reads this row to learn whether it is still current, instead of reading
 * its 10,000 games again (some 300 ms of CPU on PGlite) every time its copy gets old.
 */
import { sql, type Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>

export async function up(db: AnyDb): Promise<void> {
  await sql`
    CREATE TABLE catalogue_version (
      single boolean PRIMARY KEY DEFAULT true CHECK (single),
      version bigint NOT NULL DEFAULT 0
    )`.execute(db)
  await sql`INSERT INTO catalogue_version DEFAULT VALUES`.execute(db)
}
