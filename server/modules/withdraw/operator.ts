/**
 * The operator's side of withdrawals: approve, reject (the hold returns to the main wallet),
 * disburse (the hold goes to the cashier), answer a member's case (optionally refunding the
 * shortfall from the cashier, once). Each step locks the withdrawal's row, checks its state,
 * moves money with its own ledger key and records who and when.
 */
import type { Kysely } from 'kysely'
import type { WithdrawalStatus } from '../../../src/shared/api/index.ts'
import type { Database } from '../../db/schema.ts'
import { ApiError } from '../../http/errors.ts'
import type { OnMemberEvent } from './events.ts'
import { cashierAccount, holdAccount, mainAccount, post } from './ledger.ts'
import { logOperator } from './operator-log.ts'
import { getSettings } from './settings.ts'
import { MINUTE_MS, viewOfJoined, withdrawalRows, type WithdrawalRow } from './withdrawals.ts'

const noEvents: OnMemberEvent = async () => {}

export const operatorView = async (db: Kysely<Database>, id: string) => {
  const r = await withdrawalRows(db).where('w.id', '=', id).executeTakeFirst()
  if (!r) throw new ApiError('NOT_FOUND', `No withdrawal ${id}.`)
  return {
    ...viewOfJoined(r),
    member: r.member_account,
    // The operator pays this account: the full number.
    payoutAccount: { kind: r.account_kind, provider: r.account_provider, accountNumber: r.account_number, holderName: r.holder_name },
    approvedBy: r.approved_by, disbursedBy: r.disbursed_by, rejectedBy: r.rejected_by, caseAnsweredBy: r.case_answered_by,
  }
}

export const listForOperator = async (db: Kysely<Database>, status: WithdrawalStatus | 'case' | undefined, limit: number) => {
  let q = withdrawalRows(db)
  if (status === 'case') q = q.where('w.case_status', '=', 'open')
  else if (status) q = q.where('w.status', '=', status)
  const ids = (await q.limit(limit).execute()).map((r) => String(r.id))
  return Promise.all(ids.map((id) => operatorView(db, id)))
}

/** Runs `step` on the locked row when its status is one of `from`. */
const withRow = async <T>(db: Kysely<Database>, id: string, from: ReadonlyArray<WithdrawalStatus>, step: (trx: Kysely<Database>, w: WithdrawalRow) => Promise<T>) =>
  db.transaction().execute(async (trx) => {
    const w = await trx.selectFrom('withdrawals').selectAll().where('id', '=', id).forUpdate().executeTakeFirst()
    if (!w) throw new ApiError('NOT_FOUND', `No withdrawal ${id}.`)
    if (!from.includes(w.status)) throw new ApiError('WITHDRAWAL_STATE', `Withdrawal ${id} is ${w.status}; this needs ${from.join(' or ')}.`)
    return step(trx, w)
  })

export const approveWithdrawal = async (db: Kysely<Database>, id: string, operator: string, now: number) => {
  await withRow(db, id, ['pending'], async (trx, w) => {
    await trx.updateTable('withdrawals').set({ status: 'approved', approved_at: new Date(now), approved_by: operator }).where('id', '=', w.id).execute()
    await logOperator(trx, operator, 'approve', id, {}, now)
  })
  return operatorView(db, id)
}

export const rejectWithdrawal = async (db: Kysely<Database>, id: string, reason: string, operator: string, now: number, onEvent: OnMemberEvent = noEvents) => {
  await withRow(db, id, ['pending', 'approved'], async (trx, w) => {
    const amount = Number(w.amount)
    await post(trx, `withdrawal_release:${id}`, 'withdrawal_release', await holdAccount(trx, w.member_id), await mainAccount(trx, w.member_id), amount,
      { withdrawalId: id, reason })
    await trx.updateTable('withdrawals').set({ status: 'rejected', reject_reason: reason, rejected_at: new Date(now), rejected_by: operator }).where('id', '=', w.id).execute()
    await logOperator(trx, operator, 'reject', id, { reason }, now)
    await onEvent(trx, { memberId: w.member_id, kind: 'withdrawal_rejected', params: { withdrawalId: id, amount, reason } })
  })
  return operatorView(db, id)
}

/** Pays out an approved withdrawal; the member's answer is due within the auto-receive minutes of this moment. */
export const disburseWithdrawal = async (db: Kysely<Database>, id: string, operator: string, now: number, onEvent: OnMemberEvent = noEvents, minuteMs = MINUTE_MS) => {
  await withRow(db, id, ['approved'], async (trx, w) => {
    const amount = Number(w.amount)
    const { autoReceiveMinutes } = await getSettings(trx)
    await post(trx, `withdrawal_payout:${id}`, 'withdrawal_payout', await holdAccount(trx, w.member_id), await cashierAccount(trx), amount, { withdrawalId: id })
    await trx.updateTable('withdrawals')
      .set({ status: 'disbursed', disbursed_at: new Date(now), disbursed_by: operator, auto_receive_at: new Date(now + autoReceiveMinutes * minuteMs) })
      .where('id', '=', w.id).execute()
    await logOperator(trx, operator, 'disburse', id, {}, now)
    await onEvent(trx, { memberId: w.member_id, kind: 'withdrawal_disbursed', params: { withdrawalId: id, amount } })
  })
  return operatorView(db, id)
}

/** Answers an open case; with `refund` the shortfall (amount minus what arrived) returns to the main wallet, once. */
export const answerCase = async (db: Kysely<Database>, id: string, answer: string, refund: boolean, operator: string, now: number, onEvent: OnMemberEvent = noEvents) => {
  await withRow(db, id, ['partial', 'not_received'], async (trx, w) => {
    if (w.case_status !== 'open') throw new ApiError('WITHDRAWAL_STATE', `The case of withdrawal ${id} is answered already.`)
    const shortfall = Number(w.amount) - Number(w.received_amount ?? 0)
    const refunded = refund ? shortfall : 0
    if (refunded > 0) {
      await post(trx, `withdrawal_refund:${id}`, 'withdrawal_release', await cashierAccount(trx), await mainAccount(trx, w.member_id), refunded,
        { withdrawalId: id, refund: true })
    }
    await trx.updateTable('withdrawals').set({
      case_status: 'answered', case_answer: answer, case_refunded: refunded, case_answered_at: new Date(now), case_answered_by: operator,
    }).where('id', '=', w.id).execute()
    await logOperator(trx, operator, 'answer', id, { refund, refunded }, now)
    await onEvent(trx, { memberId: w.member_id, kind: 'case_answered', params: { withdrawalId: id, answer, refunded } })
  })
  return operatorView(db, id)
}

/** The proof images of a withdrawal, oldest first. */
export const proofsOf = async (db: Kysely<Database>, id: string) => {
  const w = await db.selectFrom('withdrawals').select('id').where('id', '=', id).executeTakeFirst()
  if (!w) throw new ApiError('NOT_FOUND', `No withdrawal ${id}.`)
  const rows = await db.selectFrom('withdrawal_proofs').select(['content_type', 'bytes', 'created_at']).where('withdrawal_id', '=', id).orderBy('id').execute()
  return rows.map((r) => ({ contentType: r.content_type, data: Buffer.from(r.bytes).toString('base64'), createdAt: r.created_at.toISOString() }))
}
