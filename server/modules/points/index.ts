/**
 * The points module: the point mall (balance, catalogue, redeem, history, config, convert,
 * point transactions) and the VIP levels (table, a member's level and progress, the
 * recompute). Points are earned from valid bets by a watermark job (earn.ts) and kept in
 * their own ledger (ledger.ts); money moves only through ledger_post.
 */
import type { FastifyPluginAsync } from 'fastify'
import { registerPointsRoutes } from './routes.ts'
import { startPointJobs } from './jobs.ts'

export interface PointsModuleOptions {
  /** How often this process runs the earning job and checks the day's VIP recompute, in ms; 0 runs none (tests run them by hand). */
  readonly tickMs: number
  /** How long after a bet settles the earning job reads it; default earn.ts's 30 s. */
  readonly graceMs?: number
}

export const DEFAULT_POINTS_TICK_MS = 10_000

export const pointsModule: FastifyPluginAsync<PointsModuleOptions> = async (app, options) => {
  registerPointsRoutes(app)
  if (options.tickMs <= 0) return
  let job: { stop(): Promise<void> } | null = null
  app.addHook('onReady', async () => { job = startPointJobs(app.tala.db, options.tickMs, app.tala.now, app.log, options.graceMs !== undefined ? { graceMs: options.graceMs } : {}) })
  app.addHook('onClose', async () => { await job?.stop() })
}

// For member info: the VIP labels the header shows.
export { memberLabels } from './vip-levels.ts'
// For the jobs' tests and the operator API.
export { runPointEarning, type EarnRun, type EarnOptions } from './earn.ts'
export { startPointJobs } from './jobs.ts'
export { runVipRecompute, dailyRunKey, type VipRun } from './vip-recompute.ts'
export { runBirthdayBonuses, type BirthdayRun } from './birthday.ts'
// For the rebates and the withdrawal limits: the member's level now.
export { memberLevel } from './vip-levels.ts'
export { decideRedemption, pendingRedemptions } from './redeem.ts'
export { lockPoints, movePoints, pointBalance } from './ledger.ts'
export { vipLevels, toVipLevel } from './vip-levels.ts'
export { pointRates, convertRule } from './config.ts'
export { conversionOf } from './convert.ts'
