/**
 * The protection module: player protection the server enforces. The member's deposit, loss,
 * wager and session time limits (stricter at once, looser after a cooling-off), the reality
 * check interval, breaks, time-outs and self-exclusion, the live game-session meter, and the
 * refusals the operator lists. Bets are checked inside the seamless SQL functions
 * (protection_debit.sql); the other money and game calls ask this module's index first:
 * deposits (depositRefusal), the launch (assertMayPlay), transfers and rewards
 * (assertNotBlocked), notices (blockOf), the house games (protectionRefusal).
 */
import type { FastifyPluginAsync } from 'fastify'
import { startDueJob } from './due-job.ts'
import { registerProtectionRoutes } from './routes.ts'

export interface ProtectionModuleOptions {
  /** How often due raised limits are applied without a read; 0 switches the job off (default a minute). */
  readonly dueCheckMs?: number
}

export const DEFAULT_DUE_CHECK_MS = 60_000

export const protectionModule: FastifyPluginAsync<ProtectionModuleOptions> = async (app, options) => {
  registerProtectionRoutes(app)
  const intervalMs = options.dueCheckMs ?? DEFAULT_DUE_CHECK_MS
  if (intervalMs > 0) {
    let stop: (() => Promise<void>) | null = null
    app.addHook('onReady', async () => { stop = startDueJob(app.tala.db, app.tala.now, intervalMs, app.log) })
    app.addHook('onClose', async () => { await stop?.() })
  }
}

export { assertMayPlay, assertNotBlocked, blockOf, recordRefusal } from './blocks.ts'
export { depositRefusal } from './deposit-check.ts'
export { protectionRefusal, isProtectionRefusal, PROTECTION_REFUSALS } from './refusals.ts'
export { applyDuePending, DEFAULT_COOLING_OFF_HOURS } from './limits.ts'
// For the operator API (server/admin/protection.ts).
export { protectedMembers, repeatedRefusals, memberProtection, type ProtectedMember, type RefusalCount, type MemberProtection } from './operator.ts'
