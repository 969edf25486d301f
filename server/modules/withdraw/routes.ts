/** The member's calls (schemas/withdraw.ts); every one for a real account only. */
import type { FastifyInstance } from 'fastify'
import { Endpoints } from '../../../src/shared/api/index.ts'
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

  route(app, Endpoints.paymentPasswordStatus, async ({ session }) => ({ set: await hasPaymentPassword(db, member(session)) }))

  route(app, Endpoints.paymentPasswordSet, async ({ body, session }) => {
    await setPaymentPassword(db, member(session), body.newPassword, body.confirmNewPassword)
    return { done: true }
  })

  route(app, Endpoints.paymentPasswordChange, async ({ body, session }) => {
    await changePaymentPassword(db, member(session), body.oldPassword, body.newPassword, body.confirmNewPassword, ctx.now())
    return { done: true }
  })

  route(app, Endpoints.payoutAccounts, async ({ session }) => listPayoutAccounts(db, member(session)))

  route(app, Endpoints.payoutAccountBind, async ({ body, session }) => bindPayoutAccount(db, member(session), body, ctx.now()))

  route(app, Endpoints.withdrawalRequest, async ({ body, session }) => requestWithdrawal(db, member(session), body, ctx.now(), ctx.withdrawMinuteMs))

  route(app, Endpoints.withdrawals, async ({ query, session }) => listWithdrawals(db, member(session), query))

  // The proofs arrive as files, read within the entry's limits (ProofFiles) once the session is known.
  route(app, Endpoints.withdrawalConfirm, async ({ body, files, session }) => confirmWithdrawal(db, member(session), body, files, ctx.now()))

  route(app, Endpoints.uplineInfo, async ({ session }) => uplineInfo(db, member(session), ctx.now()))

  route(app, Endpoints.uplineTransfer, async ({ body, session }) => transferToUpline(db, member(session), body, ctx.now()))
}
