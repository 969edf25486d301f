/**
 * The wallet accounts money out moves between, and the one call that moves it. Money moves
 * only through the SQL function `ledger_post` (raw SQL: it is a function call), inside the
 * caller's transaction, with one idempotency key per operation.
 */
import { sql, type Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { ApiError } from '../../http/errors.ts'

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
