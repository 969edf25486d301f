/**
 * Deposit requests: a member makes one (at most `depositMaxPending` pending at once, counted
 * under a per-member lock), the operator or the auto-approval job decides it. Approval is the
 * status change from pending and the ledger credit in one transaction, keyed `deposit:<id>`,
 * so a request is credited once however many deciders race for it.
 */
import { randomBytes } from 'node:crypto'
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely'
import type { Database, DepositRequestsTable } from '../../db/schema.ts'
import { getSetting } from '../../db/settings.ts'
import { ApiError } from '../../http/errors.ts'
import type { DepositStatus, DepositView, Language } from '../../../src/shared/api/index.ts'
import { feeOf, minor, pick, type ChannelRow } from './channels.ts'
import type { OnMemberEvent } from './events.ts'
import { depositRefusal, recordRefusal } from '../protection/index.ts'

export const DEFAULT_DEPOSIT_MAX_PENDING = 3
/** Names the per-member advisory lock that makes the pending count and the insert one step. */
const PENDING_LOCK = 7_420_020

type RequestRow = Selectable<DepositRequestsTable>

export const maxPending = async (db: Kysely<Database>): Promise<number> => (await getSetting(db, 'depositMaxPending')) ?? DEFAULT_DEPOSIT_MAX_PENDING

const time = (d: Date | null): number | null => (d === null ? null : new Date(d).getTime())

export const depositView = (r: RequestRow, c: ChannelRow, language: Language): DepositView => ({
  id: Number(r.id),
  reference: r.reference,
  channelId: c.id,
  channelName: pick(c.name, language),
  channelKind: c.kind,
  amount: minor(r.amount),
  fee: minor(r.fee),
  feePayer: r.fee_payer,
  credit: minor(r.credit),
  status: r.status,
  reason: r.reason,
  createdAt: new Date(r.created_at).getTime(),
  decidedAt: time(r.decided_at),
  instructions: pick(c.instructions, language),
  payTo: { bankName: c.bank_name, accountNumber: c.account_number, accountHolder: c.account_holder },
})

// Crockford's base32: no I, L, O, U, so a reference read aloud or typed is not misread.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
export const newReference = (): string => `DP-${[...randomBytes(8)].map((b) => ALPHABET[b % 32]).join('')}`

const channelOf = (db: Kysely<Database> | Transaction<Database>, id: number) =>
  db.selectFrom('deposit_channels').selectAll().where('id', '=', id).executeTakeFirstOrThrow()

export interface CreateInput {
  readonly memberId: number
  readonly channelId: number
  readonly amount: number
  readonly requestId: string
  readonly language: Language
  readonly now: Date
}

/** Makes the request, or answers the one this member already made with this requestId. */
export const createDeposit = async (db: Kysely<Database>, input: CreateInput): Promise<DepositView> => {
  const limit = await maxPending(db)
  const outcome = await db.transaction().execute(async (trx): Promise<DepositView | ApiError> => {
    await sql`SELECT pg_advisory_xact_lock(${PENDING_LOCK}, ${input.memberId})`.execute(trx)
    const existing = await trx.selectFrom('deposit_requests').selectAll()
      .where('member_id', '=', input.memberId).where('request_id', '=', input.requestId).executeTakeFirst()
    if (existing) return depositView(existing, await channelOf(trx, existing.channel_id), input.language)

    const channel = await trx.selectFrom('deposit_channels').selectAll().where('id', '=', input.channelId).where('enabled', '=', true).executeTakeFirst()
    if (!channel) throw new ApiError('DEPOSIT_CHANNEL_UNAVAILABLE', 'This deposit channel does not exist or is switched off.')
    const min = minor(channel.min_amount)
    const max = minor(channel.max_amount)
    const { fee, credit } = feeOf(input.amount, channel.fee_bp, minor(channel.fee_fixed), channel.fee_payer)
    if (input.amount < min || input.amount > max || credit <= 0) {
      throw new ApiError('DEPOSIT_AMOUNT_OUT_OF_RANGE', `The amount must be between ${min} and ${max} (minor units) and above the fee.`, { min, max })
    }
    // Player protection (a block, a deposit limit), counted under this member's lock; answered, not thrown, so it is recorded below.
    const refusal = await depositRefusal(trx, input.memberId, input.amount, input.now.getTime())
    if (refusal) return refusal
    const pending = await trx.selectFrom('deposit_requests').select(sql<number>`count(*)::int`.as('n'))
      .where('member_id', '=', input.memberId).where('status', '=', 'pending').executeTakeFirstOrThrow()
    if (pending.n >= limit) {
      throw new ApiError('DEPOSIT_PENDING_LIMIT', `At most ${limit} deposits may wait for approval at once.`, { maxPending: limit })
    }
    const row = await trx.insertInto('deposit_requests').values({
      member_id: input.memberId,
      channel_id: channel.id,
      request_id: input.requestId,
      reference: newReference(),
      amount: input.amount,
      fee,
      fee_payer: channel.fee_payer,
      credit,
      reason: null,
      auto_approve_at: channel.auto_approve_seconds === null ? null : new Date(input.now.getTime() + channel.auto_approve_seconds * 1000),
      created_at: input.now,
      decided_at: null,
      decided_by: null,
      ledger_tx_id: null,
    }).returningAll().executeTakeFirstOrThrow()
    return depositView(row, channel, input.language)
  })
  if (outcome instanceof ApiError) {
    await recordRefusal(db, input.memberId, outcome.code, input.amount)
    throw outcome
  }
  return outcome
}

export interface ListInput {
  readonly memberId: number
  readonly status?: DepositStatus
  readonly page: number
  readonly pageSize: number
  readonly language: Language
}

/** The member's own requests, newest first. */
export const listDeposits = async (db: Kysely<Database>, input: ListInput) => {
  let q = db.selectFrom('deposit_requests').where('member_id', '=', input.memberId)
  if (input.status) q = q.where('status', '=', input.status)
  const [total, rows] = await Promise.all([
    q.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
    q.selectAll().orderBy('id', 'desc').limit(input.pageSize).offset((input.page - 1) * input.pageSize).execute(),
  ])
  const channelIds = [...new Set(rows.map((r) => r.channel_id))]
  const channels = channelIds.length === 0 ? [] : await db.selectFrom('deposit_channels').selectAll().where('id', 'in', channelIds).execute()
  const byId = new Map(channels.map((c) => [c.id, c]))
  return {
    list: rows.map((r) => depositView(r, byId.get(r.channel_id)!, input.language)),
    total: total.n, page: input.page, pageSize: input.pageSize,
  }
}

/** Refuses a decision on a request that is unknown or no longer pending. */
const notPending = async (trx: Transaction<Database>, id: string): Promise<never> => {
  const row = await trx.selectFrom('deposit_requests').select('status').where('id', '=', id).executeTakeFirst()
  if (!row) throw new ApiError('NOT_FOUND', `No deposit ${id}.`)
  throw new ApiError('DEPOSIT_NOT_PENDING', `Deposit ${id} was already ${row.status}.`)
}

export interface Decision {
  readonly operator: string
  readonly now: Date
  readonly onMemberEvent?: OnMemberEvent
}

/**
 * Approves inside the caller's transaction: the status moves from pending (the row lock makes
 * a second decider wait, then find it decided) and the ledger credits the member once.
 */
export const approveIn = async (trx: Transaction<Database>, id: string, d: Decision & { readonly auto?: boolean }): Promise<RequestRow> => {
  const row = await trx.updateTable('deposit_requests').set({ status: 'approved', decided_at: d.now, decided_by: d.operator })
    .where('id', '=', id).where('status', '=', 'pending').returningAll().executeTakeFirst()
  if (!row) return notPending(trx, id)
  const meta = { depositId: Number(row.id), reference: row.reference, channelId: row.channel_id, amount: minor(row.amount), fee: minor(row.fee) }
  // Money moves only through ledger_post (SQL function): cashier -> the member's main wallet.
  const tx = await sql<{ tx: string }>`SELECT ledger_post(${`deposit:${row.id}`}, 'deposit',
      (SELECT id FROM wallet_accounts WHERE member_id IS NULL AND kind = 'cashier'), wallet_main(${row.member_id}),
      ${minor(row.credit)}::bigint, ${JSON.stringify(meta)}::jsonb) AS tx`.execute(trx)
  await trx.updateTable('deposit_requests').set({ ledger_tx_id: String(Math.abs(Number(tx.rows[0]!.tx))) }).where('id', '=', row.id).execute()
  await trx.insertInto('deposit_audit').values({
    operator: d.operator, action: d.auto ? 'auto_approve' : 'approve', deposit_id: row.id, channel_id: row.channel_id, detail: JSON.stringify({ credit: minor(row.credit) }), created_at: d.now,
  }).execute()
  await d.onMemberEvent?.(trx, { memberId: row.member_id, kind: 'deposit_approved', params: { reference: row.reference, amount: minor(row.amount), credit: minor(row.credit) } })
  return row
}

export const approveDeposit = (db: Kysely<Database>, id: string, d: Decision): Promise<RequestRow> =>
  db.transaction().execute((trx) => approveIn(trx, id, d))

export const rejectDeposit = (db: Kysely<Database>, id: string, reason: string, d: Decision): Promise<RequestRow> =>
  db.transaction().execute(async (trx) => {
    const row = await trx.updateTable('deposit_requests').set({ status: 'rejected', reason, decided_at: d.now, decided_by: d.operator })
      .where('id', '=', id).where('status', '=', 'pending').returningAll().executeTakeFirst()
    if (!row) return notPending(trx, id)
    await trx.insertInto('deposit_audit').values({
      operator: d.operator, action: 'reject', deposit_id: row.id, channel_id: row.channel_id, detail: JSON.stringify({ reason }), created_at: d.now,
    }).execute()
    await d.onMemberEvent?.(trx, { memberId: row.member_id, kind: 'deposit_rejected', params: { reference: row.reference, amount: minor(row.amount), reason } })
    return row
  })
