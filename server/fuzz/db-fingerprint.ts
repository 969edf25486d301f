/**
 * "Did this request write anything?" asked cheaply after every fuzz request: PostgreSQL hands
 * out a transaction id only to a transaction that writes, so an unchanged next id means no
 * write. When it moved, a checksum per table says which tables changed.
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
 * The next transaction id: it moves only when something wrote. On a shared PostgreSQL server
 * other databases move it too; that costs a checksum, never a wrong verdict.
 */
export const nextXid = async (db: Kysely<Database>): Promise<string> =>
  (await sql<{ x: string }>`SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS x`.execute(db)).rows[0]!.x

/** A checksum of each table's rows (not of the attempt tables), by table name. */
export const tableChecksums = async (db: Kysely<Database>): Promise<Map<string, string>> => {
  const tables = (await sql<{ t: string }>`
    SELECT table_name AS t FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`.execute(db))
    .rows.map((r) => r.t).filter((t) => !(t in ATTEMPT_TABLES))
  const parts = tables.map((t) => sql`SELECT ${t}::text AS t, md5(coalesce(string_agg(md5(x::text), '' ORDER BY md5(x::text)), '')) AS h FROM ${sql.table(t)} x`)
  const rows = (await sql<{ t: string; h: string }>`${sql.join(parts, sql` UNION ALL `)}`.execute(db)).rows
  return new Map(rows.map((r) => [r.t, r.h]))
}

/** The tables whose checksum differs. */
export const changedTables = (before: Map<string, string>, after: Map<string, string>): string[] =>
  [...new Set([...before.keys(), ...after.keys()])].filter((t) => before.get(t) !== after.get(t))
