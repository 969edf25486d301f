/**
 * "Did this request write anything?" asked cheaply after every fuzz request: a counter of the
 * statements that wrote. When it moved, a checksum per table says which tables changed.
 */
import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'

/**
 * Tables a refused request may change by design: each records an attempt so that the next
 * one can be limited. Everything else must be untouched by a refusal.
 */
export const ATTEMPT_TABLES: Readonly<Record<string, string>> = {
  login_failures: 'a wrong password counts towards the login captcha (spec: captcha after 3 failures)',
  throttles: 'per-address and per-target send and guess limits count refused tries too',
  captchas: 'a captcha is used up by its first answer, right or wrong, so one image is never guessed twice',
  verification_codes: 'a wrong code counts against the live code and the last try burns it',
  altcha_used: 'a proof-of-work solution is spent when presented, so it cannot be replayed',
}

/**
 * Counts the statements that wrote to this database: a statement-level trigger on every table
 * takes a number from a sequence. Sequences are not rolled back, so a write undone still counts
 * (a checksum more, never a missed write), and unlike the server's next transaction id, work in
 * another database (the other test files of a PostgreSQL run) does not move it.
 */
export const installWriteCounter = async (db: Kysely<Database>): Promise<void> => {
  await sql`CREATE SEQUENCE IF NOT EXISTS fuzz_writes`.execute(db)
  await sql`CREATE OR REPLACE FUNCTION fuzz_count_write() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM nextval('fuzz_writes'); RETURN NULL; END $$`.execute(db)
  for (const table of await baseTables(db)) {
    await sql`CREATE OR REPLACE TRIGGER fuzz_count_write AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${sql.table(table)} FOR EACH STATEMENT EXECUTE FUNCTION fuzz_count_write()`.execute(db)
  }
}

/** How many writing statements the counter has seen: unchanged means nothing wrote. */
export const writeCount = async (db: Kysely<Database>): Promise<string> =>
  (await sql<{ n: string }>`SELECT (last_value * (CASE WHEN is_called THEN 1 ELSE 0 END))::text AS n FROM fuzz_writes`.execute(db)).rows[0]!.n

const baseTables = async (db: Kysely<Database>): Promise<string[]> =>
  (await sql<{ t: string }>`
    SELECT table_name AS t FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`.execute(db))
    .rows.map((r) => r.t)

/** A checksum of each table's rows (not of the attempt tables), by table name. */
export const tableChecksums = async (db: Kysely<Database>): Promise<Map<string, string>> => {
  const tables = (await baseTables(db)).filter((t) => !(t in ATTEMPT_TABLES))
  const parts = tables.map((t) => sql`SELECT ${t}::text AS t, md5(coalesce(string_agg(md5(x::text), '' ORDER BY md5(x::text)), '')) AS h FROM ${sql.table(t)} x`)
  const rows = (await sql<{ t: string; h: string }>`${sql.join(parts, sql` UNION ALL `)}`.execute(db)).rows
  return new Map(rows.map((r) => [r.t, r.h]))
}

/** The tables whose checksum differs. */
export const changedTables = (before: Map<string, string>, after: Map<string, string>): string[] =>
  [...new Set([...before.keys(), ...after.keys()])].filter((t) => before.get(t) !== after.get(t))
