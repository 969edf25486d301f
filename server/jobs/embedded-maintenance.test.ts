/**
 * The embedded database's maintenance: autovacuum's thresholds, and on PGlite (which has no
 * autovacuum) the job analyzing and vacuuming what changed, so the planner sees the rows
 * that are there and dead rows are reclaimed; started by the server on PGlite only.
 */
import { sql, type Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/schema.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { AUTOVACUUM_DEFAULTS, planMaintenance, runEmbeddedMaintenance, type TableActivity } from './index.ts'

const quiet: TableActivity = { table: 't', reltuples: 1000, modifiedSinceAnalyze: 0, deadRows: 0, insertedSinceVacuum: 0, xidAge: 1000 }
const nothing = { analyze: [], vacuum: null }

describe('what is due (PostgreSQL autovacuum defaults)', () => {
  it('analyzes a table once more than 50 rows plus a tenth of it changed', () => {
    expect(planMaintenance([{ ...quiet, modifiedSinceAnalyze: 150 }])).toEqual(nothing)
    expect(planMaintenance([{ ...quiet, modifiedSinceAnalyze: 151 }])).toEqual({ analyze: ['t'], vacuum: null })
    // Never analyzed (reltuples -1): 51 changed rows are enough.
    expect(planMaintenance([{ ...quiet, reltuples: -1, modifiedSinceAnalyze: 51 }])).toEqual({ analyze: ['t'], vacuum: null })
  })

  it('vacuums on dead rows, on inserts and on old transaction ids', () => {
    expect(planMaintenance([{ ...quiet, deadRows: 250 }])).toEqual(nothing)
    expect(planMaintenance([{ ...quiet, deadRows: 251 }])).toEqual({ analyze: [], vacuum: 't' })
    expect(planMaintenance([{ ...quiet, insertedSinceVacuum: 1200 }])).toEqual(nothing)
    expect(planMaintenance([{ ...quiet, insertedSinceVacuum: 1201 }])).toEqual({ analyze: [], vacuum: 't' })
    expect(planMaintenance([{ ...quiet, xidAge: AUTOVACUUM_DEFAULTS.freezeMaxAge + 1 }])).toEqual({ analyze: [], vacuum: 't' })
  })

  it('analyzes the most changed table first and vacuums one table a run, old transaction ids before dead rows', () => {
    const a = { ...quiet, table: 'a', modifiedSinceAnalyze: 200, deadRows: 300 }
    const b = { ...quiet, table: 'b', modifiedSinceAnalyze: 5000, deadRows: 900 }
    const old = { ...quiet, table: 'old', xidAge: AUTOVACUUM_DEFAULTS.freezeMaxAge + 5 }
    expect(planMaintenance([a, b, { ...quiet, table: 'c' }])).toEqual({ analyze: ['b', 'a'], vacuum: 'b' })
    expect(planMaintenance([a, b, old]).vacuum).toBe('old')
  })

  it('never analyzes pg_statistic (it holds what ANALYZE writes), as autovacuum does not', () => {
    const stats = { ...quiet, table: 'pg_catalog.pg_statistic', modifiedSinceAnalyze: 5000, deadRows: 900 }
    expect(planMaintenance([stats])).toEqual({ analyze: [], vacuum: 'pg_catalog.pg_statistic' })
  })
})

const estimatedRows = async (db: Kysely<Database>, query: string): Promise<number> => {
  const { rows } = await sql<{ 'QUERY PLAN': Array<{ Plan: { 'Plan Rows': number } }> }>`EXPLAIN (FORMAT JSON) ${sql.raw(query)}`.execute(db)
  return rows[0]!['QUERY PLAN'][0]!.Plan['Plan Rows']
}

const tableStats = async (db: Kysely<Database>, table: string) => {
  await sql`SELECT pg_stat_force_next_flush()`.execute(db)
  return (await sql<{ dead: string; analyzed: Date | null; vacuumed: Date | null }>`
    SELECT n_dead_tup AS dead, last_analyze AS analyzed, last_vacuum AS vacuumed FROM pg_stat_all_tables WHERE relname = ${table}`.execute(db)).rows[0]!
}

describe.skipIf(process.env.DATABASE_URL)('on embedded PGlite', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
    await sql`CREATE TABLE upkeep_probe (id int PRIMARY KEY, kind text NOT NULL)`.execute(t.testDb.db)
  })
  afterAll(async () => { await t?.close() })

  it('analyzes and vacuums what changed, and then has nothing left to do', async () => {
    const db = t.testDb.db
    while ((await runEmbeddedMaintenance(db)).length > 0);
    // 20,000 rows nearly all 'common', then 5,000 deleted: with no statistics the planner takes
    // 'common' for a rare value (0.5 % of the rows), and nobody reclaims the dead rows.
    await sql`INSERT INTO upkeep_probe SELECT g, CASE WHEN g % 1000 = 0 THEN 'rare' ELSE 'common' END FROM generate_series(1, 20000) g`.execute(db)
    await sql`DELETE FROM upkeep_probe WHERE id > 15000`.execute(db)
    expect(await estimatedRows(db, `SELECT * FROM upkeep_probe WHERE kind = 'common'`)).toBeLessThan(1000)
    expect(Number((await tableStats(db, 'upkeep_probe')).dead)).toBe(5000)

    // The probe has the most rows to visit of any table: it is this run's one vacuum.
    const done = await runEmbeddedMaintenance(db)
    expect(done).toContainEqual(expect.objectContaining({ table: 'public.upkeep_probe', work: 'analyze' }))
    expect(done).toContainEqual(expect.objectContaining({ table: 'public.upkeep_probe', work: 'vacuum' }))
    expect(await estimatedRows(db, `SELECT * FROM upkeep_probe WHERE kind = 'common'`)).toBeGreaterThan(13_000)
    const after = await tableStats(db, 'upkeep_probe')
    expect(Number(after.dead)).toBe(0)
    expect(after.analyzed).not.toBeNull()
    expect(after.vacuumed).not.toBeNull()

    expect(await runEmbeddedMaintenance(db)).toEqual([])
  })

  it('vacuums the system catalogues too', async () => {
    const db = t.testDb.db
    // Each table made and dropped leaves dead rows in pg_class, pg_type and pg_attribute.
    for (let i = 0; i < 150; i++) {
      await sql`CREATE TABLE upkeep_scratch (a int, b text, c date, d bigint, e bool)`.execute(db)
      await sql`DROP TABLE upkeep_scratch`.execute(db)
    }
    const vacuumed: string[] = []
    for (let run = 0; run < 20; run++) {
      const done = await runEmbeddedMaintenance(db)
      if (done.length === 0) break
      vacuumed.push(...done.filter((d) => d.work === 'vacuum').map((d) => d.table))
    }
    expect(vacuumed).toContain('pg_catalog.pg_attribute')
    expect(Number((await tableStats(db, 'pg_attribute')).dead)).toBeLessThan(50)
  })

  it('is run by the server on the embedded database only, every tick', async () => {
    const db = t.testDb.db
    const changeProbe = () => sql`UPDATE upkeep_probe SET kind = kind || '' WHERE id <= 5000`.execute(db)
    const analyzedWithin = async (ms: number) => {
      const before = (await tableStats(db, 'upkeep_probe')).analyzed
      const until = Date.now() + ms
      while (Date.now() < until) {
        await new Promise((r) => setTimeout(r, 50))
        if ((await tableStats(db, 'upkeep_probe')).analyzed?.getTime() !== before?.getTime()) return true
      }
      return false
    }
    // A server told its database is PostgreSQL (a pool) leaves it to autovacuum.
    const onPool = await t.rebuild({ singleConnection: false, dbMaintenanceTickMs: 50 })
    await onPool.ready()
    await changeProbe()
    expect(await analyzedWithin(600)).toBe(false)
    await onPool.close()

    const embedded = await t.rebuild({ singleConnection: true, dbMaintenanceTickMs: 50 })
    await embedded.ready()
    expect(await analyzedWithin(5000)).toBe(true)
    await embedded.close()
  })
})
