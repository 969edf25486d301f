/**
 * A migrated, seeded database per test file.
 *
 * PGlite (default): `new PGlite()` plus migrations and seed takes several seconds, a start
 * from a dump under one. The template is built once, dumped to the OS temp folder under a name
 * hashed from the schema and seed sources (so a change to either builds a new one), and each
 * vitest worker reads that dump once and starts each test file's database from it.
 *
 * PostgreSQL (DATABASE_URL set, as in CI's second run): a uniquely named database is
 * created per call as a copy of the run's migrated, seeded template (pg-template.ts, the
 * server tests' global setup), and dropped by `close()`.
 */
import { createHash, randomBytes } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import type { Kysely } from 'kysely'
import { inject } from 'vitest'
import type { Database } from '../db/schema.ts'
import { kyselyOverPglite, kyselyOverPostgres } from '../db/connect.ts'
import { prepareDatabase } from '../db/prepare.ts'
import { databaseUrl, prepareOrDrop, withAdminClient } from './pg-admin.ts'
import { useTestPasswordHashes } from './test-passwords.ts'

export interface TestDb {
  readonly db: Kysely<Database>
  readonly kind: 'pglite' | 'postgres'
  /** On PostgreSQL, where the database is (for a test that opens a pool of its own). */
  readonly url?: string
  close(): Promise<void>
}

const dbDir = fileURLToPath(new URL('../db/', import.meta.url))

/** Hash of every source file that shapes the seeded database. */
const schemaFingerprint = (): string => {
  const hash = createHash('sha256')
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name)
      if (statSync(path).isDirectory()) walk(path)
      else if ((name.endsWith('.ts') && !name.endsWith('.test.ts')) || name.endsWith('.sql')) hash.update(name).update(readFileSync(path))
    }
  }
  walk(dbDir)
  walk(fileURLToPath(new URL('../lib/', import.meta.url)))
  // How the template itself is built (this file, and the seeded accounts' password hashes) shapes it too.
  hash.update(readFileSync(fileURLToPath(import.meta.url)))
  hash.update(readFileSync(fileURLToPath(new URL('./test-passwords.ts', import.meta.url))))
  return hash.digest('hex').slice(0, 16)
}

/**
 * What a test database changes in the template's postgresql.conf. 16 MB of shared buffers
 * instead of 128 MB: a test database holds a few megabytes, and every start of PGlite zeroes
 * its buffers (some 0.4 s of a core per start, once per test file).
 */
const TEST_CONF = ['shared_buffers = 16MB']

/**
 * The migrated, seeded template, built and dumped to `path` (atomically: concurrent builders
 * never leave a half-written dump).
 *
 * Every test file's database starts by copying the whole dump into memory, so the dump holds
 * only what a test reads: the app's database, its write-ahead log in 1 MB segments instead of
 * one 16 MB file, and no template0 or template1 (they serve only CREATE DATABASE, which no test
 * runs on PGlite): 26 MB instead of 48, and a start takes about half the time. The checkpoint
 * before the dump means a start has no log to replay.
 */
const buildTemplate = async (path: string): Promise<Blob> => {
  const pglite = await PGlite.create({ initDbStartParams: ['--wal-segsize=1'] })
  useTestPasswordHashes()
  await prepareDatabase(kyselyOverPglite(pglite), { demo: true })
  await pglite.exec(`UPDATE pg_database SET datistemplate = false WHERE datname IN ('template0', 'template1')`)
  await pglite.exec('DROP DATABASE template0')
  await pglite.exec('DROP DATABASE template1')
  await pglite.exec('CHECKPOINT')
  const dump = await pglite.dumpDataDir('none')
  await pglite.close()
  const tmp = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`
  writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()))
  renameSync(tmp, path)
  // Dumps of older schemas are dead weight (tens of megabytes each).
  for (const name of readdirSync(tmpdir())) {
    if (/^tala-test-template-[0-9a-f]{16}\.tar$/.test(name) && join(tmpdir(), name) !== path) rmSync(join(tmpdir(), name), { force: true })
  }
  return dump
}

interface Template { readonly path: string; readonly dump: Blob; readonly fromFile: boolean }

/** This worker's copy of the template dump: the temp folder's, else built (the sources hashed once per worker). */
let template: Promise<Template> | null = null
const built = async (path: string): Promise<Template> => ({ path, dump: await buildTemplate(path), fromFile: false })
const theTemplate = () => (template ??= (async () => {
  const path = join(tmpdir(), `tala-test-template-${schemaFingerprint()}.tar`)
  return existsSync(path) ? { path, dump: new Blob([readFileSync(path)]), fromFile: true } : built(path)
})())

const startFrom = (dump: Blob) => PGlite.create({ loadDataDir: dump, postgresqlconf: TEST_CONF })

// Each database starts from the worker's one copy of the dump (PGlite's clone() would dump a
// live template again for every test file).
const createPgliteTestDb = async (): Promise<TestDb> => {
  const { path, dump, fromFile } = await theTemplate()
  const pglite = await startFrom(dump).catch(async (e: unknown) => {
    if (!fromFile) throw e
    // A damaged dump in the temp folder: build afresh (and overwrite it).
    template = built(path)
    return startFrom((await template).dump)
  })
  const db = kyselyOverPglite(pglite)
  return { db, kind: 'pglite', close: () => db.destroy() }
}

const createPostgresTestDb = async (adminUrl: string): Promise<TestDb> => {
  const name = `tala_test_${process.pid}_${randomBytes(4).toString('hex')}`
  // Without the global setup (a config that leaves it out), each database is migrated itself.
  const template = inject('pgTemplate')
  await withAdminClient(adminUrl, (c) => c.query(`CREATE DATABASE "${name}" ${template ?? ''}`))
  const drop = () => withAdminClient(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`))
  const url = databaseUrl(adminUrl, name)
  const db = kyselyOverPostgres(url, 4)
  if (!template) await prepareOrDrop(db, drop)
  return {
    db,
    kind: 'postgres',
    url,
    close: async () => {
      await db.destroy()
      await drop()
    },
  }
}

export const createTestDb = async (): Promise<TestDb> => {
  const url = process.env.DATABASE_URL?.trim()
  return url ? createPostgresTestDb(url) : createPgliteTestDb()
}

/** The migrated, seeded template as a data-dir dump (PGlite `loadDataDir`), for tests that need a database on disk. */
export const templateDump = async (): Promise<Blob> => (await theTemplate()).dump
