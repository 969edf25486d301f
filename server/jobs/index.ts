/**
 * Scheduled work that runs inside the server process (see README.md): the salary and
 * dividend jobs, and the embedded database's maintenance. Each plugin starts its job when the
 * app is ready and stops it on close.
 */
import type { FastifyPluginAsync } from 'fastify'
import { startEmbeddedMaintenance } from './embedded-maintenance.ts'
import { DEFAULT_SALARY_OPTIONS, startSalaryJobs, type SalaryJobOptions } from './salary.ts'

export interface SalaryJobsPluginOptions {
  /** How often this process looks for periods to settle, in ms; 0 runs none (tests run them by hand). */
  readonly tickMs: number
  readonly realtimeMs: number
  readonly graceMs?: number
}

export const salaryJobsPlugin: FastifyPluginAsync<SalaryJobsPluginOptions> = async (app, options) => {
  if (options.tickMs <= 0) return
  let job: { stop(): Promise<void> } | null = null
  const opts: SalaryJobOptions = { ...DEFAULT_SALARY_OPTIONS, realtimeMs: options.realtimeMs, ...(options.graceMs !== undefined ? { graceMs: options.graceMs } : {}) }
  app.addHook('onReady', async () => { job = startSalaryJobs(app.tala.db, options.tickMs, app.tala.now, opts, app.log) })
  app.addHook('onClose', async () => { await job?.stop() })
}

/** Registered on embedded PGlite only: PostgreSQL's own autovacuum does this work there. */
export const embeddedMaintenancePlugin: FastifyPluginAsync<{ readonly tickMs: number }> = async (app, options) => {
  if (options.tickMs <= 0) return
  let job: { stop(): Promise<void> } | null = null
  app.addHook('onReady', async () => { job = startEmbeddedMaintenance(app.tala.db, options.tickMs, app.log) })
  app.addHook('onClose', async () => { await job?.stop() })
}

export { runEmbeddedMaintenance, startEmbeddedMaintenance, planMaintenance, DEFAULT_DB_MAINTENANCE_TICK_MS, AUTOVACUUM_DEFAULTS, type TableActivity, type MaintenancePlan } from './embedded-maintenance.ts'
export { runSalaryJobs, startSalaryJobs, SALARY_JOBS, DEFAULT_SALARY_OPTIONS, type SalaryJobOptions, type SettledPeriod } from './salary.ts'
