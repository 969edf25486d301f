/**
 * The operator's side of withdrawals: list (by status, or the open cases), approve, reject
 * with a reason, disburse, the proof images of a case, answer a case (optionally refunding), and the settings (min/max,
 * auto-receive minutes, promised minutes, upline-transfer limits). Every change records who
 * (X-Operator) and when. Member events (disbursed, rejected, case answered) go to
 * `onMemberEvent` in the same transaction.
 */
import type { FastifyInstance } from 'fastify'
import { route } from '../http/route.ts'
import {
  answerCase, approveWithdrawal, disburseWithdrawal, getSettings, listForOperator, proofsOf, putSettings, rejectWithdrawal, type OnMemberEvent,
} from '../modules/withdraw/index.ts'
import { WithdrawAdminEndpoints as E } from './contract.ts'
import { operatorOf } from './operator.ts'

export const registerWithdrawAdmin = (app: FastifyInstance, onMemberEvent?: OnMemberEvent): void => {
  const db = () => app.tala.db
  const now = () => app.tala.now()

  route(app, E.withdrawalsList, async ({ query }) => ({ withdrawals: await listForOperator(db(), query.status, query.limit ?? 50) }))

  route(app, E.withdrawalProofs, async ({ params }) => ({ proofs: await proofsOf(db(), params.id) }))

  route(app, E.withdrawalApprove, async ({ params }, req) => approveWithdrawal(db(), params.id, operatorOf(req), now()))

  route(app, E.withdrawalReject, async ({ params, body }, req) => rejectWithdrawal(db(), params.id, body.reason.trim(), operatorOf(req), now(), onMemberEvent))

  route(app, E.withdrawalDisburse, async ({ params }, req) => disburseWithdrawal(db(), params.id, operatorOf(req), now(), onMemberEvent, app.tala.withdrawMinuteMs))

  route(app, E.withdrawalAnswer, async ({ params, body }, req) =>
    answerCase(db(), params.id, body.answer.trim(), body.refund, operatorOf(req), now(), onMemberEvent))

  route(app, E.withdrawalSettingsGet, async () => getSettings(db()))

  route(app, E.withdrawalSettingsSet, async ({ body }, req) => putSettings(db(), body, operatorOf(req), now()))
}
