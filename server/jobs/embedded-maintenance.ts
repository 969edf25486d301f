/**
 * Autovacuum's work for the embedded database. PGlite runs PostgreSQL as one backend with no
 * background workers, so nothing ever analyzes or vacuums its tables: the planner keeps the
 * statistics of empty tables (a join of a large table planned as if it had no rows), dead rows
 * of every update stay, and the transaction ids are never frozen. Each run does what
 * PostgreSQL's autovacuum would decide with its default thresholds, one table per statement
 * (the one connection serves other calls between them). PostgreSQL's own autovacuum does this
 * for a server on DATABASE_URL, where the job is not started. The system catalogues are the
 * database's tables too (every ANALYZE rewrites rows of pg_statistic), so they are included.
 */
import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { startTicker } from '../lib/ticker.ts'

/** One table's counters, as pg_stat_all_tables and pg_class keep them. */
export interface TableActivity {
  /** Schema-qualified: `public.bets`, `pg_catalog.pg_statistic`. */
  readonly table: string
  /** Rows at the last analyze or vacuum; -1 (never) counts as 0. */
  readonly reltuples: number
  readonly modifiedSinceAnalyze: number
  readonly deadRows: number
  readonly insertedSinceVacuum: number
  /** Transactions since the table's oldest unfrozen row id. */
  readonly xidAge: number
}

/** One run's work: the tables to analyze, and at most one to vacuum. */
export interface MaintenancePlan { readonly analyze: ReadonlyArray<string>; readonly vacuum: string | null }

/** PostgreSQL's autovacuum defaults (autovacuum_*_threshold and *_scale_factor). */
export const AUTOVACUUM_DEFAULTS = {
  analyzeThreshold: 50, analyzeScale: 0.1,
  vacuumThreshold: 50, vacuumScale: 0.2,
  insertThreshold: 1000, insertScale: 0.2,
  freezeMaxAge: 200_000_000,
}

/**
 * What autovacuum would do now: every table changed enough is analyzed, most changed first.
 * Of those due a vacuum (dead rows, inserts, old transaction ids: the oldest first, then the
 * most rows to visit), one per run: a vacuum visits the whole of a changed table and its
 * indexes, and on the one connection every other call waits for it.
 */
export const planMaintenance = (tables: ReadonlyArray<TableActivity>, limits = AUTOVACUUM_DEFAULTS): MaintenancePlan => {
  const rows = (t: TableActivity) => Math.max(0, t.reltuples)
  const analyze = tables
    // pg_statistic holds what ANALYZE writes: autovacuum never analyzes it.
    .filter((t) => t.table !== 'pg_catalog.pg_statistic' && t.modifiedSinceAnalyze > limits.analyzeThreshold + limits.analyzeScale * rows(t))
    .sort((a, b) => b.modifiedSinceAnalyze - a.modifiedSinceAnalyze)
    .map((t) => t.table)
  const freeze = (t: TableActivity) => t.xidAge > limits.freezeMaxAge
  const vacuum = tables
    .filter((t) => freeze(t)
      || t.deadRows > limits.vacuumThreshold + limits.vacuumScale * rows(t)
      || t.insertedSinceVacuum > limits.insertThreshold + limits.insertScale * rows(t))
    .sort((a, b) => Number(freeze(b)) - Number(freeze(a)) || (freeze(a) ? b.xidAge - a.xidAge : 0) || (b.deadRows + b.insertedSinceVacuum) - (a.deadRows + a.insertedSinceVacuum))
  return { analyze, vacuum: vacuum[0]?.table ?? null }
}

const readActivity = async (db: Kysely<Database>): Promise<TableActivity[]> => {
  const { rows } = await sql<{ table: string; reltuples: number; mod: string; dead: string; ins: string; age: number }>`
    SELECT s.schemaname || '.' || s.relname AS table, c.reltuples::float8 AS reltuples, s.n_mod_since_analyze AS mod,
           s.n_dead_tup AS dead, s.n_ins_since_vacuum AS ins, age(c.relfrozenxid) AS age
      FROM pg_stat_all_tables s JOIN pg_class c ON c.oid = s.relid
     WHERE s.schemaname IN ('public', 'pg_catalog') AND c.relkind = 'r'`.execute(db)
  return rows.map((r) => ({ table: r.table, reltuples: Number(r.reltuples), modifiedSinceAnalyze: Number(r.mod), deadRows: Number(r.dead), insertedSinceVacuum: Number(r.ins), xidAge: Number(r.age) }))
}

export interface MaintenanceDone { readonly table: string; readonly work: 'analyze' | 'vacuum'; readonly ms: number }

/**
 * Statistics from a tenth of ANALYZE's usual sample (3,000 rows a table): row counts and value
 * spreads for the planner in 18 to 45 ms for a table of 100,000 rows, where the usual sample
 * held the connection for 180 to 420 ms.
 */
const STATISTICS_TARGET = 10

/** Analyzes and vacuums the tables that are due (see planMaintenance); returns what it did. */
export const runEmbeddedMaintenance = async (db: Kysely<Database>): Promise<MaintenanceDone[]> => {
  // The one backend's counters reach pg_stat_all_tables at most once a second unless asked.
  await sql`SELECT pg_stat_force_next_flush()`.execute(db)
  const plan = planMaintenance(await readActivity(db))
  const done: MaintenanceDone[] = []
  const timed = async (table: string, work: MaintenanceDone['work'], run: () => Promise<unknown>) => {
    const t0 = performance.now()
    await run()
    done.push({ table, work, ms: Math.round(performance.now() - t0) })
  }
  for (const table of plan.analyze) {
    await timed(table, 'analyze', () => db.transaction().execute(async (trx) => {
      await sql`SET LOCAL default_statistics_target = ${sql.raw(String(STATISTICS_TARGET))}`.execute(trx)
      await sql`ANALYZE ${sql.table(table)}`.execute(trx)
    }))
  }
  // VACUUM cannot run in a transaction: a statement of its own.
  if (plan.vacuum) await timed(plan.vacuum, 'vacuum', () => sql`VACUUM ${sql.table(plan.vacuum!)}`.execute(db))
  return done
}

/** How often the server checks the tables (autovacuum's own nap is a minute; a check costs one catalogue read). */
export const DEFAULT_DB_MAINTENANCE_TICK_MS = 10_000

/** What the job logs to: the server's logger (what each run did at debug level: a busy server analyzes a table or two every tick). */
export interface MaintenanceLog { debug(obj: object, msg: string): void; warn(obj: object, msg: string): void }

/** Runs the maintenance every `tickMs`; a failed run is logged and the next tick tries again. */
export const startEmbeddedMaintenance = (db: Kysely<Database>, tickMs: number, log: MaintenanceLog): { stop(): Promise<void> } =>
  startTicker(tickMs, () =>
    runEmbeddedMaintenance(db)
      .then((done) => { if (done.length > 0) log.debug({ tables: done }, 'embedded database analyzed and vacuumed') })
      .catch((e: unknown) => { log.warn({ err: e }, 'embedded database maintenance failed; the next tick retries') }),
  // Not at start: the first pages and the jobs' first runs come first.
  { firstAfterTick: true })
