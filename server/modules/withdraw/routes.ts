/** The member's calls (schemas/withdraw.ts); every one for a real account only. */
import type { FastifyInstance } from 'fastify'
import { WithdrawEndpoints } from '../../../src/shared/api/index.ts'
import { route } from '../../http/route.ts'
import type { Session } from '../../http/token.ts'
import { requireRealAccount } from '../account/index.ts'
import { changePaymentPassword, hasPaymentPassword, setPaymentPassword } from './payment-password.ts'
import { bindPayoutAccount, listPayoutAccounts } from './payout-accounts.ts'
import { transferToUpline, uplineInfo } from './upline.ts'
import { confirmWithdrawal, listWithdrawals, requestWithdrawal } from './withdrawals.ts'

export const registerWithdrawRoutes = (app: FastifyInstance): void => {
  const ctx = app.tala
  const db = ctx.db
  const member = (session: Session | null): number => Number(requireRealAccount(session).memberId)

  route(app, WithdrawEndpoints.paymentPasswordStatus, async ({ session }) => ({ set: await hasPaymentPassword(db, member(session)) }))

  route(app, WithdrawEndpoints.paymentPasswordSet, async ({ body, session }) => {
    await setPaymentPassword(db, member(session), body.newPassword, body.confirmNewPassword)
    return { done: true }
  })

  route(app, WithdrawEndpoints.paymentPasswordChange, async ({ body, session }) => {
    await changePaymentPassword(db, member(session), body.oldPassword, body.newPassword, body.confirmNewPassword, ctx.now())
    return { done: true }
  })

  route(app, WithdrawEndpoints.payoutAccounts, async ({ session }) => listPayoutAccounts(db, member(session)))

  route(app, WithdrawEndpoints.payoutAccountBind, async ({ body, session }) => bindPayoutAccount(db, member(session), body, ctx.now()))

  route(app, WithdrawEndpoints.withdrawalRequest, async ({ body, session }) => requestWithdrawal(db, member(session), body, ctx.now(), ctx.withdrawMinuteMs))

  route(app, WithdrawEndpoints.withdrawals, async ({ query, session }) => listWithdrawals(db, member(session), query))

  // The proofs arrive as files, read within the entry's limits (ProofFiles) once the session is known.
  route(app, WithdrawEndpoints.withdrawalConfirm, async ({ body, files, session }) => confirmWithdrawal(db, member(session), body, files, ctx.now()))

  route(app, WithdrawEndpoints.uplineInfo, async ({ session }) => uplineInfo(db, member(session), ctx.now()))

  route(app, WithdrawEndpoints.uplineTransfer, async ({ body, session }) => transferToUpline(db, member(session), body, ctx.now()))
}
