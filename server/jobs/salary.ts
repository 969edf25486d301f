/**
 * The salary and dividend jobs: real-time salary (every 5 minutes unless configured),
 * hourly salary, daily salary, and dividends per their period. Each tick settles, for every
 * job, the periods that have ended and are not done (salary-periods.ts), each one with
 * `settlePeriod` (modules/contracts/settle.ts). Nothing here keeps state between ticks: a
 * restart picks up from the clock and the tables.
 */
import { startTicker } from '../lib/ticker.ts'
import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../db/schema.ts'
import { jobKey, loadPeriodClock, settlePeriod, type Job, type SettleOptions } from '../modules/contracts/index.ts'
import { claimPeriod, duePeriods, finishPeriod, renewLease, uncoveredParts, type DueOptions } from './salary-periods.ts'

export const SALARY_JOBS: ReadonlyArray<Job> = [
  { kind: 'realtime_salary', period: 'realtime' },
  { kind: 'hourly_salary', period: 'hourly' },
  { kind: 'daily_salary', period: 'daily' },
  { kind: 'dividend', period: 'daily' },
  { kind: 'dividend', period: 'weekly' },
  { kind: 'dividend', period: 'semimonthly' },
  { kind: 'dividend', period: 'monthly' },
]

export interface SalaryJobOptions extends DueOptions {
  readonly realtimeMs: number
  /** How long a claimed period stays this process's without a renewal. */
  readonly leaseMs: number
  /** Names this process in the leases. */
  readonly owner?: string
  readonly settle?: SettleOptions
}

export const DEFAULT_SALARY_OPTIONS: Omit<SalaryJobOptions, 'realtimeMs'> = { graceMs: 30_000, catchupMs: 3 * 24 * 60 * 60 * 1000, leaseMs: 60_000 }

export interface SettledPeriod { readonly job: string; readonly start: Date; readonly contracts: number; readonly paid: number; readonly payments: number }

/** Settles everything due at `now`; returns what this call settled. */
export const runSalaryJobs = async (db: Kysely<Database>, now: () => number, opts: SalaryJobOptions, jobs: ReadonlyArray<Job> = SALARY_JOBS): Promise<SettledPeriod[]> => {
  const owner = opts.owner ?? randomUUID()
  const clock = await loadPeriodClock(db, opts.realtimeMs)
  const settled: SettledPeriod[] = []
  for (const job of jobs) {
    for (const w of await duePeriods(db, job, now(), clock, opts)) {
      if (!(await claimPeriod(db, job, w, owner, new Date(now()), new Date(now() + opts.leaseMs)))) continue
      // Each part of the period no settled period of another length covers (salary-periods.ts).
      const r = { contracts: 0, paid: 0, payments: 0 }
      for (const part of await uncoveredParts(db, job, w)) {
        const done = await settlePeriod(db, job, part, {
          ...opts.settle,
          afterBatch: async (paid) => {
            await opts.settle?.afterBatch?.(paid)
            if (!(await renewLease(db, job, w, owner, new Date(now() + opts.leaseMs)))) throw new Error('salary period lease lost')
          },
        })
        r.contracts += done.contracts
        r.paid += done.paid
        r.payments += done.payments
      }
      await finishPeriod(db, job, w, owner, new Date(now()), r)
      settled.push({ job: jobKey(job), start: w.start, ...r })
    }
  }
  return settled
}

/**
 * Runs the jobs every `tickMs` in this process (never two runs at once here); stop() waits
 * for a run in progress. A failed run (the database away) is logged; the next tick retries.
 */
export const startSalaryJobs = (db: Kysely<Database>, tickMs: number, now: () => number, opts: SalaryJobOptions, log: FastifyBaseLogger): { stop(): Promise<void> } => {
  const owner = opts.owner ?? randomUUID()
  // The first run is at once: periods that ended while the server was off are paid at start.
  return startTicker(tickMs, () => runSalaryJobs(db, now, { ...opts, owner })
    .then((done) => {
      // A period that paid nothing (no bets) is common: only a payment is worth an info line.
      for (const p of done) (p.payments > 0 ? log.info.bind(log) : log.debug.bind(log))({ job: p.job, periodStart: p.start.toISOString(), contracts: p.contracts, payments: p.payments, paid: p.paid }, 'salary period settled')
    })
    .catch((e: unknown) => { log.warn({ err: e }, 'salary job run failed; the next tick retries') }))
}
