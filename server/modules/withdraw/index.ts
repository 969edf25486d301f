/**
 * The withdraw module: money out of the member centre. The payment password (set, change,
 * `verifyPaymentPassword` for any call that spends), payout accounts, withdrawals (hold,
 * the operator's approve / reject / disburse, the member's confirmation with proof, cases,
 * the auto-receive job) and transfers to the upline. The operator API (server/admin/withdraw.ts)
 * uses the operator functions exported here.
 */
import type { FastifyPluginAsync } from 'fastify'
import { startAutoReceive } from './auto-receive.ts'
import { registerWithdrawRoutes } from './routes.ts'

export interface WithdrawModuleOptions {
  /** How often the auto-receive job looks for unanswered disbursements; 0 switches it off (default 30 s). */
  readonly autoReceiveIntervalMs?: number
}

export const DEFAULT_AUTO_RECEIVE_INTERVAL_MS = 30_000

export const withdrawModule: FastifyPluginAsync<WithdrawModuleOptions> = async (app, options) => {
  registerWithdrawRoutes(app)
  const intervalMs = options.autoReceiveIntervalMs ?? DEFAULT_AUTO_RECEIVE_INTERVAL_MS
  if (intervalMs > 0) {
    let stop: (() => Promise<void>) | null = null
    app.addHook('onReady', async () => { stop = startAutoReceive(app.tala.db, app.tala.now, intervalMs, app.log) })
    app.addHook('onClose', async () => { await stop?.() })
  }
}

export { verifyPaymentPassword, hasPaymentPassword, PAYMENT_PASSWORD_TRIES } from './payment-password.ts'
export { runAutoReceive } from './auto-receive.ts'
export { MINUTE_MS as WITHDRAW_MINUTE_MS } from './withdrawals.ts'
export { answerCase, approveWithdrawal, disburseWithdrawal, listForOperator, operatorView, proofsOf, rejectWithdrawal } from './operator.ts'
export { getSettings, putSettings, type SettingsChange, type WithdrawSettings } from './settings.ts'
export { MAX_PAYOUT_ACCOUNTS, maskAccountNumber } from './payout-accounts.ts'
export { sniffImage } from './proofs.ts'
export type { MemberEvent, OnMemberEvent } from './events.ts'
