/**
 * The deposits module: the operator's deposit channels, the members' deposit requests, their
 * approval (a ledger credit from the cashier, kind `deposit`, once per request) or rejection,
 * and the job that approves the requests of auto-approving channels. The member calls are its
 * routes; the operator's are in server/admin/deposits.ts, through the functions below.
 */
import type { FastifyPluginAsync } from 'fastify'
import { registerDepositRoutes } from './routes.ts'
import { startAutoApprovals } from './auto-approve.ts'
import type { OnMemberEvent } from './events.ts'

export interface DepositsModuleOptions {
  /** How often this process runs the auto-approval job, in ms; 0 runs none (tests run it by hand). */
  readonly autoApproveEveryMs: number
  /** Told of each approval and rejection inside its transaction (the inbox). */
  readonly onMemberEvent?: OnMemberEvent
}

export const depositsModule: FastifyPluginAsync<DepositsModuleOptions> = async (app, options) => {
  registerDepositRoutes(app)
  if (options.autoApproveEveryMs > 0) {
    let job: { stop(): Promise<void> } | null = null
    app.addHook('onReady', async () => {
      job = startAutoApprovals(app.tala.db, options.autoApproveEveryMs, app.tala.now, app.log, options.onMemberEvent)
    })
    app.addHook('onClose', async () => { await job?.stop() })
  }
}

export { runAutoApprovals, AUTO_OPERATOR } from './auto-approve.ts'
export { approveDeposit, rejectDeposit, DEFAULT_DEPOSIT_MAX_PENDING } from './requests.ts'
export { minor as depositMinor, type ChannelRow } from './channels.ts'
export type { MemberEvent, OnMemberEvent } from './events.ts'
