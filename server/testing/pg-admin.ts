/** What the test helpers need to create and drop PostgreSQL databases. */
import pg from 'pg'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { prepareDatabase } from '../db/prepare.ts'

/** One short-lived client on the maintenance database of `url` (CREATE and DROP DATABASE). */
export const withAdminClient = async <T>(url: string, f: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await f(client)
  } finally {
    await client.end()
  }
}

/** `url` pointing at database `name` instead. */
export const databaseUrl = (url: string, name: string): string => {
  const u = new URL(url)
  u.pathname = `/${name}`
  return u.toString()
}

/** Migrates and seeds a new test database; when that fails, the database is closed and dropped before the error goes on. */
export async function prepareOrDrop(db: Kysely<Database>, drop: () => Promise<unknown>): Promise<void> {
  try {
    await prepareDatabase(db, { demo: true })
  } catch (e) {
    await db.destroy()
    await drop()
    throw e
  }
}
