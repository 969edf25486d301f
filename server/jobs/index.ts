/**
 * Scheduled work that runs inside the server process (see README.md): the salary and
 * dividend jobs. `salaryJobsPlugin` starts them when the app is ready and stops them on close.
 */
import type { FastifyPluginAsync } from 'fastify'
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

export { runSalaryJobs, startSalaryJobs, SALARY_JOBS, DEFAULT_SALARY_OPTIONS, type SalaryJobOptions, type SettledPeriod } from './salary.ts'
