/**
 * The wallet accounts money out moves between, and the one call that moves it. Money moves
 * only through the SQL function `ledger_post` (raw SQL: it is a function call), inside the
 * caller's transaction, with one idempotency key per operation.
 */
import { sql, type Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { ApiError } from '../../http/errors.ts'
import { turnoverState } from '../rewards/index.ts'

export type LedgerKind = 'withdrawal_hold' | 'withdrawal_release' | 'withdrawal_payout' | 'upline_transfer'

export const mainAccount = async (db: Kysely<Database>, memberId: number): Promise<string> => {
  const r = await sql<{ id: string | null }>`SELECT wallet_main(${memberId}) AS id`.execute(db)
  const id = r.rows[0]?.id
  if (id === null || id === undefined) throw new Error(`member ${memberId} has no main wallet`)
  return String(id)
}

/** The member's hold account, opened the first time it is needed. */
export const holdAccount = async (db: Kysely<Database>, memberId: number): Promise<string> => {
  await sql`INSERT INTO wallet_accounts (member_id, kind) VALUES (${memberId}, 'hold')
    ON CONFLICT (member_id, kind, vendor) WHERE member_id IS NOT NULL DO NOTHING`.execute(db)
  const row = await db.selectFrom('wallet_accounts').select('id').where('member_id', '=', memberId).where('kind', '=', 'hold').executeTakeFirstOrThrow()
  return String(row.id)
}

export const cashierAccount = async (db: Kysely<Database>): Promise<string> => {
  const row = await db.selectFrom('wallet_accounts').select('id').where('member_id', 'is', null).where('kind', '=', 'cashier').executeTakeFirstOrThrow()
  return String(row.id)
}

/** Posts one movement (once per key); INSUFFICIENT_FUNDS when the source cannot pay. */
export const post = async (db: Kysely<Database>, key: string, kind: LedgerKind, from: string, to: string, amount: number, meta: Record<string, unknown>): Promise<void> => {
  try {
    await sql`SELECT ledger_post(${key}, ${kind}, ${from}::bigint, ${to}::bigint, ${amount}::bigint, ${JSON.stringify(meta)}::jsonb)`.execute(db)
  } catch (e) {
    if (e instanceof Error && e.message.includes('INSUFFICIENT_FUNDS')) throw new ApiError('INSUFFICIENT_FUNDS', 'Insufficient balance.')
    throw e
  }
}

/**
 * Refuses to take `amount` out of the member's main wallet when that would touch a bonus whose
 * turnover is not met: TURNOVER_REQUIRED with what is locked and what is left to wager. The
 * wallet row is locked first, so a bet, a bonus or another withdrawal cannot change the
 * figures between this check and the movement that follows in the same transaction.
 */
export const requireUnlocked = async (trx: Kysely<Database>, memberId: number, main: string, amount: number): Promise<void> => {
  const wallet = await trx.selectFrom('wallet_accounts').select('balance').where('id', '=', main).forUpdate().executeTakeFirstOrThrow()
  const balance = Number(wallet.balance)
  if (amount > balance) return // ledger_post answers INSUFFICIENT_FUNDS
  const { locked, remaining } = await turnoverState(trx, memberId)
  if (locked > 0 && amount > balance - locked) {
    throw new ApiError('TURNOVER_REQUIRED', `${locked} of the balance is bonus money still to be wagered: bet ${remaining} more to free it.`, {
      locked, remaining, available: Math.max(0, balance - locked),
    })
  }
}
