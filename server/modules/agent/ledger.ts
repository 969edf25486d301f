/**
 * The one way this module moves money: `ledger_post` (the SQL function every movement goes
 * through; raw SQL because it is a function call) between two members' main wallets, inside
 * the caller's transaction, once per key.
 */
import { sql, type Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { ApiError } from '../../http/errors.ts'

export const postMove = async (
  db: Kysely<Database>, key: string, kind: 'agent_transfer', fromMember: number, toMember: number, amount: number, meta: Record<string, unknown>,
): Promise<void> => {
  try {
    await sql`SELECT ledger_post(${key}, ${kind}, wallet_main(${fromMember}), wallet_main(${toMember}), ${amount}::bigint, ${JSON.stringify(meta)}::jsonb)`.execute(db)
  } catch (e) {
    if (e instanceof Error && e.message.includes('INSUFFICIENT_FUNDS')) throw new ApiError('INSUFFICIENT_FUNDS', 'Insufficient balance.')
    throw e
  }
}
