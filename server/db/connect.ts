/**
 * Opens the database: PostgreSQL through a `pg` pool when DATABASE_URL is set, otherwise
 * embedded PGlite persisted under DATA_DIR/pglite. Both speak the same SQL, so the rest of
 * the server never asks which one it got.
 */
import { mkdirSync } from 'node:fs'
import { resolve, join } from 'node:path'
import { Kysely, PostgresDialect } from 'kysely'
import { PGlite } from '@electric-sql/pglite'
import { PGliteDialect } from 'kysely-pglite-dialect'
import type { Database } from './schema.ts'
import { useLeanParsers } from './pglite-parsers.ts'
import { openPgliteThread } from './pglite-thread.ts'
import { openResilientPool } from './resilient-pool.ts'

export interface OpenDatabase {
  readonly db: Kysely<Database>
  /** Human description for the start-up line, without credentials. */
  readonly description: string
  /** Embedded PGlite runs one statement at a time; PostgreSQL serves a pool. */
  readonly singleConnection: boolean
}

/** Over a ready PGlite (created, or cloned), with the lean parser table (pglite-parsers.ts). */
export const kyselyOverPglite = (pglite: PGlite): Kysely<Database> =>
  new Kysely<Database>({ dialect: new PGliteDialect(useLeanParsers(pglite)) })

/** Over a pool that survives a database restart (resilient-pool.ts). */
export const kyselyOverPostgres = (connectionString: string, max = 10): Kysely<Database> =>
  new Kysely<Database>({ dialect: new PostgresDialect({ pool: openResilientPool(connectionString, max) }) })

const describeUrl = (url: string): string => {
  const u = new URL(url)
  return `PostgreSQL at ${u.hostname}${u.port ? `:${u.port}` : ''}${u.pathname}`
}

export const openDatabase = async (opts: { databaseUrl: string | null; dataDir: string }): Promise<OpenDatabase> => {
  if (opts.databaseUrl) {
    const db = kyselyOverPostgres(opts.databaseUrl)
    return { db, description: describeUrl(opts.databaseUrl), singleConnection: false }
  }
  const dir = resolve(join(opts.dataDir, 'pglite'))
  mkdirSync(dir, { recursive: true })
  // In its own thread, so the database and the HTTP work use both cores (pglite-thread.ts).
  const thread = await openPgliteThread(dir)
  const db = new Kysely<Database>({ dialect: new PGliteDialect(thread as unknown as PGlite) })
  return { db, description: `embedded PGlite in ${dir}`, singleConnection: true }
}
