/**
 * Which periods a salary job has to settle, and claiming one. The clock says which periods
 * have ended (within a catch-up window); `salary_periods` says which are done. A period is claimed with a lease
 * (`FOR UPDATE SKIP LOCKED`, then a lease in the row), so among several server processes on
 * one PostgreSQL exactly one settles it; a process that dies leaves a lease that runs out,
 * and whoever comes next (itself after a restart) settles what is left.
 */
import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { jobKey, periodAt, previousPeriod, type Job, type PeriodClock, type Window } from '../modules/contracts/index.ts'

export interface DueOptions {
  /** Bets of a period may still settle just after it ends: wait this long before settling it. */
  readonly graceMs: number
  /** Never look further back than this (a server that was off for long). */
  readonly catchupMs: number
  /** Nor more periods back than this (short real-time periods in tests and demos). */
  readonly maxPeriods?: number
}

export const DEFAULT_MAX_PERIODS = 300

/**
 * Periods of `job` that have ended (plus grace) and are not done, newest first (the latest
 * income shows first after a restart; older ones follow on the same run); none while no
 * contract of the job was ever accepted.
 */
export const duePeriods = async (db: Kysely<Database>, job: Job, now: number, clock: PeriodClock, opts: DueOptions): Promise<Window[]> => {
  const first = await db.selectFrom('contracts').select((eb) => eb.fn.min('decided_at').as('from'))
    .where('kind', '=', job.kind).where('period', '=', job.period).where('decided_at', 'is not', null)
    .where('status', 'in', ['active', 'terminated']).executeTakeFirst()
  if (!first?.from) return []
  const floor = Math.max(new Date(first.from).getTime(), now - opts.catchupMs)
  const windows: Window[] = []
  let w = previousPeriod(job.period, periodAt(job.period, now - opts.graceMs, clock), clock)
  while (w.end.getTime() > floor && w.end.getTime() + opts.graceMs <= now && windows.length < (opts.maxPeriods ?? DEFAULT_MAX_PERIODS)) {
    windows.push(w)
    w = previousPeriod(job.period, w, clock)
  }
  if (windows.length === 0) return []
  // A period is known by its start and its end: one of another length may start at the same time.
  const done = await db.selectFrom('salary_periods').select(['period_start', 'period_end'])
    .where('job', '=', jobKey(job)).where('status', '=', 'done').where('period_start', '>=', windows[windows.length - 1]!.start).execute()
  const key = (start: Date, end: Date) => `${new Date(start).getTime()}:${new Date(end).getTime()}`
  const doneAt = new Set(done.map((d) => key(d.period_start, d.period_end)))
  return windows.filter((x) => !doneAt.has(key(x.start, x.end)))
}

/** Claims the period for `owner` until `leaseUntil`; false when it is done or another holds it. */
export const claimPeriod = async (db: Kysely<Database>, job: Job, w: Window, owner: string, now: Date, leaseUntil: Date): Promise<boolean> => {
  const key = jobKey(job)
  await db.insertInto('salary_periods').values({ job: key, period_start: w.start, period_end: w.end, status: 'open' })
    .onConflict((oc) => oc.columns(['job', 'period_start', 'period_end']).doNothing()).execute()
  // SKIP LOCKED: a process already claiming it is passed over, never waited on.
  const claimed = await sql<{ job: string }>`
    UPDATE salary_periods SET lease_owner = ${owner}, lease_until = ${leaseUntil}, started_at = ${now}
     WHERE (job, period_start, period_end) IN (
       SELECT job, period_start, period_end FROM salary_periods
        WHERE job = ${key} AND period_start = ${w.start} AND period_end = ${w.end} AND status = 'open'
          AND (lease_until IS NULL OR lease_until < ${now} OR lease_owner = ${owner})
        FOR UPDATE SKIP LOCKED)
    RETURNING job`.execute(db)
  return claimed.rows.length === 1
}

/** Extends the lease while the owner works; false when it lost it (it should stop). */
export const renewLease = async (db: Kysely<Database>, job: Job, w: Window, owner: string, leaseUntil: Date): Promise<boolean> => {
  const r = await db.updateTable('salary_periods').set({ lease_until: leaseUntil })
    .where('job', '=', jobKey(job)).where('period_start', '=', w.start).where('period_end', '=', w.end).where('lease_owner', '=', owner).where('status', '=', 'open')
    .executeTakeFirst()
  return Number(r.numUpdatedRows) === 1
}

export const finishPeriod = async (db: Kysely<Database>, job: Job, w: Window, owner: string, now: Date, totals: { contracts: number; paid: number }): Promise<void> => {
  await db.updateTable('salary_periods').set({ status: 'done', finished_at: now, contracts: totals.contracts, paid: totals.paid, lease_until: null })
    .where('job', '=', jobKey(job)).where('period_start', '=', w.start).where('period_end', '=', w.end).where('lease_owner', '=', owner).execute()
}

/**
 * The parts of `w` that no settled period of the job covers. Periods of one length tile time,
 * but when the operator changes the real-time period the new ones overlap the old ones already
 * settled: a bet belongs to the first settled period that covers it, and only the rest of the
 * new period is settled, so no bet is paid on twice.
 */
export const uncoveredParts = async (db: Kysely<Database>, job: Job, w: Window): Promise<Window[]> => {
  const covered = await db.selectFrom('salary_periods').select(['period_start', 'period_end'])
    .where('job', '=', jobKey(job)).where('status', '=', 'done')
    .where('period_start', '<', w.end).where('period_end', '>', w.start)
    .orderBy('period_start').execute()
  let parts: Window[] = [w]
  for (const c of covered) {
    const cs = new Date(c.period_start).getTime()
    const ce = new Date(c.period_end).getTime()
    parts = parts.flatMap((p) => {
      const ps = p.start.getTime()
      const pe = p.end.getTime()
      if (ce <= ps || cs >= pe) return [p]
      const left: Window[] = cs > ps ? [{ start: p.start, end: new Date(cs) }] : []
      const right: Window[] = ce < pe ? [{ start: new Date(ce), end: p.end }] : []
      return [...left, ...right]
    })
  }
  return parts
}
