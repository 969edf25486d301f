/**
 * The points ledger: one balance per member (`points_accounts`) and one signed entry per
 * movement (`points_entries`, unique idempotency key). Every movement runs in the caller's
 * transaction and locks the member's balance row first, so a member's point movements run
 * one after another; a debit is a conditional update (balance >= points), and the table's
 * check refuses a negative balance whatever the code does.
 */
import { sql, type Transaction } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { ApiError } from '../../http/errors.ts'

type Trx = Transaction<Database>
export type EntryKind = 'earn' | 'redeem' | 'convert' | 'adjust' | 'refund'

/** The member's balance, row locked until the transaction ends (the row is made when missing). */
export const lockPoints = async (trx: Trx, memberId: number): Promise<number> => {
  await trx.insertInto('points_accounts').values({ member_id: memberId }).onConflict((oc) => oc.column('member_id').doNothing()).execute()
  const row = await trx.selectFrom('points_accounts').select('balance').where('member_id', '=', memberId).forUpdate().executeTakeFirstOrThrow()
  return Number(row.balance)
}

/** Whether a movement under `key` was written before (a retried request). */
export const entryExists = async (trx: Trx, key: string): Promise<boolean> =>
  (await trx.selectFrom('points_entries').select('id').where('idempotency_key', '=', key).executeTakeFirst()) !== undefined

export interface Movement {
  readonly memberId: number
  readonly kind: EntryKind
  /** Signed: + in, − out; never 0. */
  readonly points: number
  readonly key: string
  readonly meta?: Record<string, unknown>
}

/**
 * Moves points and writes the entry; the balance after it. A debit larger than the balance
 * throws POINTS_INSUFFICIENT and moves nothing. The caller holds lockPoints for the member.
 */
export const movePoints = async (trx: Trx, m: Movement): Promise<number> => {
  if (!Number.isSafeInteger(m.points) || m.points === 0) throw new Error(`points movement of ${m.points}`)
  const moved = await trx.updateTable('points_accounts')
    .set({ balance: sql`balance + ${m.points}`, updated_at: sql`now()` })
    .where('member_id', '=', m.memberId)
    .$if(m.points < 0, (q) => q.where('balance', '>=', String(-m.points)))
    .returning('balance').executeTakeFirst()
  if (!moved) {
    const row = await trx.selectFrom('points_accounts').select('balance').where('member_id', '=', m.memberId).executeTakeFirst()
    throw new ApiError('POINTS_INSUFFICIENT', 'You do not have enough points.', { balance: Number(row?.balance ?? 0), needed: -m.points })
  }
  const balance = Number(moved.balance)
  await trx.insertInto('points_entries').values({
    member_id: m.memberId, kind: m.kind, points: m.points, balance_after: balance, idempotency_key: m.key, meta: JSON.stringify(m.meta ?? {}),
  }).execute()
  return balance
}

/** A member's balance without locking (reads). */
export const pointBalance = async (db: Pick<Trx, 'selectFrom'>, memberId: number): Promise<number> => {
  const row = await db.selectFrom('points_accounts').select('balance').where('member_id', '=', memberId).executeTakeFirst()
  return Number(row?.balance ?? 0)
}

/** Money into the member's main wallet from the cashier, through ledger_post (the one way money moves), once per key. */
export const creditWallet = async (trx: Trx, key: string, kind: 'point_reward' | 'point_convert', memberId: number, amount: number, meta: Record<string, unknown>): Promise<void> => {
  await sql`SELECT ledger_post(${key}, ${kind},
    (SELECT id FROM wallet_accounts WHERE member_id IS NULL AND kind = 'cashier'), wallet_main(${memberId}),
    ${amount}::bigint, ${JSON.stringify(meta)}::jsonb)`.execute(trx)
}
