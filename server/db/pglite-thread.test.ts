/**
 * The server's embedded database in its own thread: queries, errors with their fields,
 * persistence across a close, and a clean refusal once closed.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { openPgliteThread } from './pglite-thread.ts'

const dir = mkdtempSync(join(tmpdir(), 'tala-pglite-thread-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('PGlite in a worker thread', () => {
  it('answers queries with parsed rows, keeps errors\' codes, and keeps data across a close', async () => {
    const db = await openPgliteThread(dir)
    await db.query('CREATE TABLE t (id integer PRIMARY KEY, name text NOT NULL, at timestamptz, doc jsonb, big bigint)')
    const at = new Date('2026-11-23T10:00:00Z')
    const inserted = await db.query('INSERT INTO t VALUES ($1, $2, $3, $4, $5)', [1, 'ana', at, JSON.stringify({ a: [1, 2] }), '9007199254740993'])
    expect(inserted.affectedRows).toBe(1)
    const { rows } = await db.query('SELECT id, name, at, doc, big::text AS big FROM t')
    expect(rows).toEqual([{ id: 1, name: 'ana', at, doc: { a: [1, 2] }, big: '9007199254740993' }])

    // A constraint error arrives as an Error with PostgreSQL's fields, as the code expects.
    const dup = await db.query('INSERT INTO t (id, name) VALUES (1, $1)', ['bo']).catch((e: unknown) => e)
    expect(dup).toBeInstanceOf(Error)
    expect(dup).toMatchObject({ code: '23505', constraint: 't_pkey' })
    // One failed query leaves the others working.
    expect((await db.query('SELECT count(*)::int AS n FROM t')).rows).toEqual([{ n: 1 }])

    await db.close()
    await expect(db.query('SELECT 1')).rejects.toThrow(/closed/)

    const again = await openPgliteThread(dir)
    expect((await again.query('SELECT name FROM t')).rows).toEqual([{ name: 'ana' }])
    await again.close()
  }, 60_000)

  it('runs queries sent at once in the order they were sent', async () => {
    const db = await openPgliteThread(join(dir, 'order'))
    await db.query('CREATE TABLE log (n integer)')
    await Promise.all(Array.from({ length: 50 }, (_, i) => db.query('INSERT INTO log VALUES ($1)', [i])))
    const { rows } = await db.query('SELECT array_agg(n ORDER BY ctid) AS ns FROM log')
    expect((rows[0] as { ns: number[] }).ns).toEqual(Array.from({ length: 50 }, (_, i) => i))
    await db.close()
  }, 60_000)
})
