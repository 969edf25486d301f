/**
 * A migrated, seeded database per test file.
 *
 * PGlite (default): `new PGlite()` plus migrations and seed takes several seconds, a clone
 * under one. The template is built once, dumped to the OS temp folder under a name hashed
 * from the schema and seed sources (so a change to either builds a new one), and each vitest
 * worker loads that dump once and hands out clones.
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
  return hash.digest('hex').slice(0, 16)
}

const buildTemplate = async (): Promise<PGlite> => {
  const dumpPath = join(tmpdir(), `tala-test-template-${schemaFingerprint()}.tar`)
  if (existsSync(dumpPath)) {
    try {
      const pglite = await PGlite.create({ loadDataDir: new Blob([readFileSync(dumpPath)]) })
      return pglite
    } catch {
      // A damaged dump: build afresh below (and overwrite it).
    }
  }
  const pglite = await PGlite.create()
  const db = kyselyOverPglite(pglite)
  await prepareDatabase(db, { demo: true })
  // Not db.destroy(): that would close the template itself.
  const dump = await pglite.dumpDataDir('none')
  const tmp = `${dumpPath}.${process.pid}.${randomBytes(4).toString('hex')}`
  writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()))
  renameSync(tmp, dumpPath) // atomic: concurrent builders never leave a half-written dump
  // Dumps of older schemas are dead weight (about 40 MB each).
  for (const name of readdirSync(tmpdir())) {
    if (/^tala-test-template-[0-9a-f]{16}\.tar$/.test(name) && join(tmpdir(), name) !== dumpPath) rmSync(join(tmpdir(), name), { force: true })
  }
  return pglite
}

let template: Promise<PGlite> | null = null

const createPgliteTestDb = async (): Promise<TestDb> => {
  template ??= buildTemplate()
  const clone = (await (await template).clone()) as PGlite
  const db = kyselyOverPglite(clone)
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
export const templateDump = async (): Promise<Blob> => {
  template ??= buildTemplate()
  return (await template).dumpDataDir('none')
}
