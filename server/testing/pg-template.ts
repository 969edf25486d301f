/**
 * The server tests' global setup. On PostgreSQL (DATABASE_URL set) it migrates and seeds one
 * template database for the whole run and drops it at the end; every test database is a copy
 * of it (`CREATE DATABASE ... TEMPLATE`, test-db.ts), which takes a fraction of a migration's
 * time. On PGlite it does nothing: test-db.ts keeps a template dump of its own.
 */
import { randomBytes } from 'node:crypto'
import type { TestProject } from 'vitest/node'
import { kyselyOverPostgres } from '../db/connect.ts'
import { databaseUrl, prepareOrDrop, withAdminClient } from './pg-admin.ts'
import { useTestPasswordHashes } from './test-passwords.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** How a test database copies the run's template: `TEMPLATE "<name>" [STRATEGY FILE_COPY]`; null on PGlite. */
    pgTemplate: string | null
  }
}

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | void> {
  const adminUrl = process.env.DATABASE_URL?.trim()
  if (!adminUrl) {
    project.provide('pgTemplate', null)
    return
  }
  const name = `tala_template_${process.pid}_${randomBytes(4).toString('hex')}`
  const drop = () => withAdminClient(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`))
  await withAdminClient(adminUrl, (c) => c.query(`CREATE DATABASE "${name}"`))
  // One connection, closed before any copy: PostgreSQL copies only a database nobody is connected to.
  const db = kyselyOverPostgres(databaseUrl(adminUrl, name), 1)
  useTestPasswordHashes()
  await prepareOrDrop(db, drop)
  await db.destroy()
  // PostgreSQL 15 copies block by block through the WAL by default; copying the files is about
  // twice as fast for a database this small.
  const version = await withAdminClient(adminUrl, (c) => c.query<{ v: string }>("SELECT current_setting('server_version_num') AS v"))
  const fileCopy = Number(version.rows[0]!.v) >= 150_000 ? ' STRATEGY FILE_COPY' : ''
  project.provide('pgTemplate', `TEMPLATE "${name}"${fileCopy}`)
  return async () => {
    await drop()
  }
}
