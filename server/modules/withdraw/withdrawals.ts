/**
 * A member's withdrawals: the request (the amount moves at once from the main wallet to the
 * member's hold account), the list with every stage's time for the tracker, and the member's
 * answer after disbursement (received, partially received, not received with proof).
 * A request id takes effect once: the row is unique per member and request id, and the hold's
 * ledger key is the withdrawal's id, both in one transaction. The member's VIP level limits the
 * requests per day and their total (vip-limits.ts).
 */
import type { Kysely, Selectable } from 'kysely'
import type { Withdrawal, WithdrawalStatus } from '../../../src/shared/api/index.ts'
import type { Database, WithdrawalsTable } from '../../db/schema.ts'
import { ApiError } from '../../http/errors.ts'
import { holdAccount, mainAccount, post, requireUnlocked } from './ledger.ts'
import { turnoverState } from '../rewards/index.ts'
import { maskAccountNumber } from './payout-accounts.ts'
import { readProofs } from './proofs.ts'
import type { UploadedFile } from '../../http/file-parts.ts'
import { getSettings } from './settings.ts'
import { verifyPaymentPassword } from './payment-password.ts'
import { requireWithinVipLimit } from './vip-limits.ts'

export type WithdrawalRow = Selectable<WithdrawalsTable>
type AccountPart = { kind: 'bank' | 'ewallet'; provider: string; account_number: string }

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null)
/** A minute of the operator's settings, in ms (the server's WITHDRAW_MINUTE_MS; tests shorten it). */
export const MINUTE_MS = 60_000

export const withdrawalView = (r: WithdrawalRow, account: AccountPart, proofCount: number): Withdrawal => ({
  id: String(r.id),
  requestId: r.request_id,
  amount: Number(r.amount),
  status: r.status,
  payoutAccount: { kind: account.kind, provider: account.provider, accountNumber: maskAccountNumber(account.account_number) },
  rejectReason: r.reject_reason,
  receivedAmount: r.received_amount === null ? null : Number(r.received_amount),
  autoReceived: r.auto_received,
  case: r.case_status === null ? null : { status: r.case_status, answer: r.case_answer, refunded: Number(r.case_refunded ?? 0) },
  proofCount,
  stages: {
    requestedAt: r.created_at.toISOString(),
    approvedAt: iso(r.approved_at),
    disbursedAt: iso(r.disbursed_at),
    rejectedAt: iso(r.rejected_at),
    confirmedAt: iso(r.confirmed_at),
    caseAnsweredAt: iso(r.case_answered_at),
  },
  // The promises made when the request was taken and when it was disbursed, not today's settings.
  dueAt: r.due_at.toISOString(),
  autoReceiveAt: r.status === 'disbursed' ? iso(r.auto_receive_at) : null,
})

/** Rows with their payout account and proof count, newest first. */
export const withdrawalRows = (db: Kysely<Database>) =>
  db.selectFrom('withdrawals as w')
    .innerJoin('payout_accounts as a', 'a.id', 'w.payout_account_id')
    .innerJoin('members as m', 'm.id', 'w.member_id')
    .selectAll('w')
    .select(['a.kind as account_kind', 'a.provider as account_provider', 'a.account_number as account_number', 'a.holder_name as holder_name', 'm.account as member_account'])
    .select((eb) => eb.selectFrom('withdrawal_proofs as p').whereRef('p.withdrawal_id', '=', 'w.id').select((e) => e.fn.countAll<number>().as('n')).as('proof_count'))
    .orderBy('w.id', 'desc')

type JoinedRow = Awaited<ReturnType<ReturnType<typeof withdrawalRows>['execute']>>[number]
export const viewOfJoined = (r: JoinedRow): Withdrawal =>
  withdrawalView(r, { kind: r.account_kind, provider: r.account_provider, account_number: r.account_number }, Number(r.proof_count ?? 0))

const oneOf = async (db: Kysely<Database>, memberId: number, id: string): Promise<Withdrawal> => {
  const row = await withdrawalRows(db).where('w.id', '=', id).where('w.member_id', '=', memberId).executeTakeFirst()
  if (!row) throw new ApiError('NOT_FOUND', 'No such withdrawal.')
  return viewOfJoined(row)
}

export interface WithdrawalInput { readonly requestId: string; readonly amount: number; readonly payoutAccountId: string; readonly paymentPassword: string }

export const requestWithdrawal = async (db: Kysely<Database>, memberId: number, input: WithdrawalInput, now: number, minuteMs = MINUTE_MS): Promise<Withdrawal> => {
  const replay = await db.selectFrom('withdrawals').select('id').where('member_id', '=', memberId).where('request_id', '=', input.requestId).executeTakeFirst()
  if (replay) return oneOf(db, memberId, String(replay.id))
  const s = await getSettings(db)
  if (input.amount < s.minAmount || input.amount > s.maxAmount) {
    throw new ApiError('AMOUNT_OUT_OF_RANGE', `The amount must be between ${s.minAmount} and ${s.maxAmount}.`, { min: s.minAmount, max: s.maxAmount })
  }
  const account = await db.selectFrom('payout_accounts').select('id').where('id', '=', input.payoutAccountId).where('member_id', '=', memberId).executeTakeFirst()
  if (!account) throw new ApiError('NOT_FOUND', 'No such payout account.')
  await verifyPaymentPassword(db, memberId, input.paymentPassword, now)
  const dueAt = new Date(now + s.promisedMinutes * minuteMs)
  return oneOf(db, memberId, await holdWithdrawal(db, memberId, String(account.id), input.requestId, input.amount, now, dueAt))
}

/**
 * Records the request and moves the amount from main to hold in one transaction, once per
 * request id: the withdrawal's id (the first one's when the id was used already).
 */
export const holdWithdrawal = async (
  db: Kysely<Database>, memberId: number, payoutAccountId: string, requestId: string, amount: number, now: number, dueAt: Date,
): Promise<string> => {
  const id = await db.transaction().execute(async (trx) => {
    const row = await trx.insertInto('withdrawals').values({
      member_id: memberId, request_id: requestId, payout_account_id: payoutAccountId, amount, created_at: new Date(now), due_at: dueAt, auto_receive_at: null,
      reject_reason: null, received_amount: null, case_status: null, case_answer: null, case_refunded: null, approved_at: null, approved_by: null,
      disbursed_at: null, disbursed_by: null, rejected_at: null, rejected_by: null, confirmed_at: null, case_answered_at: null, case_answered_by: null,
    }).onConflict((oc) => oc.columns(['member_id', 'request_id']).doNothing()).returning('id').executeTakeFirst()
    if (!row) return null // the same request id, sent at the same time: the other one moved the money
    const main = await mainAccount(trx, memberId)
    await requireUnlocked(trx, memberId, main, amount)
    // After the wallet's row lock: requests at once are counted one after another.
    await requireWithinVipLimit(trx, memberId, amount, now)
    const hold = await holdAccount(trx, memberId)
    await post(trx, `withdrawal_hold:${row.id}`, 'withdrawal_hold', main, hold, amount, { withdrawalId: String(row.id), requestId })
    return String(row.id)
  })
  if (id !== null) return id
  const first = await db.selectFrom('withdrawals').select('id').where('member_id', '=', memberId).where('request_id', '=', requestId).executeTakeFirstOrThrow()
  return String(first.id)
}

export const listWithdrawals = async (db: Kysely<Database>, memberId: number, q: { status?: WithdrawalStatus; page?: number; pageSize?: number }) => {
  const page = q.page ?? 1
  const pageSize = q.pageSize ?? 10
  const s = await getSettings(db)
  let rows = withdrawalRows(db).where('w.member_id', '=', memberId)
  let count = db.selectFrom('withdrawals').select((eb) => eb.fn.countAll<number>().as('n')).where('member_id', '=', memberId)
  if (q.status) {
    rows = rows.where('w.status', '=', q.status)
    count = count.where('status', '=', q.status)
  }
  const [list, total, turnover] = await Promise.all([
    rows.limit(pageSize).offset((page - 1) * pageSize).execute(), count.executeTakeFirstOrThrow(), turnoverState(db, memberId),
  ])
  return {
    list: list.map((r) => viewOfJoined(r)), total: Number(total.n), page, pageSize,
    promisedMinutes: s.promisedMinutes, autoReceiveMinutes: s.autoReceiveMinutes, minAmount: s.minAmount, maxAmount: s.maxAmount,
    bonusLocked: turnover.locked, turnoverLeft: turnover.remaining,
  }
}

export interface ConfirmInput {
  readonly withdrawalId: string
  readonly outcome: 'received' | 'partial' | 'notReceived'
  readonly receivedAmount?: number
}

const invalid = (field: string, message: string) => new ApiError('VALIDATION_FAILED', message, { fields: [{ field, reason: 'invalid' }] })

/** The member's answer once the money is disbursed; partial and not received open a case. */
export const confirmWithdrawal = async (
  db: Kysely<Database>, memberId: number, input: ConfirmInput, files: ReadonlyArray<UploadedFile>, now: number,
): Promise<Withdrawal> => {
  if (input.outcome !== 'partial' && input.receivedAmount !== undefined) throw invalid('receivedAmount', 'receivedAmount belongs to a partial answer.')
  if (input.outcome !== 'notReceived' && files.length > 0) throw invalid('proofs', 'Proofs belong to a "not received" answer.')
  const proofs = input.outcome === 'notReceived' ? await readProofs(files) : []
  await db.transaction().execute(async (trx) => {
    const w = await trx.selectFrom('withdrawals').selectAll().where('id', '=', input.withdrawalId).where('member_id', '=', memberId).forUpdate().executeTakeFirst()
    if (!w) throw new ApiError('NOT_FOUND', 'No such withdrawal.')
    if (w.status !== 'disbursed') throw new ApiError('WITHDRAWAL_STATE', 'Only a disbursed withdrawal waiting for your answer can be confirmed.')
    const amount = Number(w.amount)
    let received: number | null = amount
    if (input.outcome === 'partial') {
      received = input.receivedAmount ?? -1
      if (!Number.isInteger(received) || received <= 0 || received >= amount) throw invalid('receivedAmount', 'A partial amount is above 0 and below the amount.')
    }
    if (input.outcome === 'notReceived') received = null
    const status = input.outcome === 'received' ? 'received' : input.outcome === 'partial' ? 'partial' : 'not_received'
    await trx.updateTable('withdrawals').set({
      status, received_amount: received, confirmed_at: new Date(now), case_status: status === 'received' ? null : 'open',
    }).where('id', '=', w.id).execute()
    if (proofs.length > 0) {
      await trx.insertInto('withdrawal_proofs').values(proofs.map((p) => ({ withdrawal_id: String(w.id), content_type: p.contentType, bytes: p.bytes, created_at: new Date(now) }))).execute()
    }
  })
  return oneOf(db, memberId, input.withdrawalId)
}
