/**
 * Paying a reward: the cashier account credits the member's main wallet through
 * `ledger_post`, under an idempotency key per reward, so a reward takes effect once however
 * often it is claimed, and records the turnover the bonus asks for before it can be
 * withdrawn (turnover.ts). Runs inside the caller's transaction.
 */
import { sql, type Transaction } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { recordTurnover } from './turnover.ts'

export type CreditKind = 'reward' | 'bonus' | 'birthday_bonus'

/** The transaction id, or null when the key was posted before (nothing moved this time). */
export const creditMember = async (
  trx: Transaction<Database>, key: string, kind: CreditKind, memberId: number, amount: number, meta: Record<string, unknown>,
): Promise<string | null> => {
  // ledger_post is the one way money moves (server/db/functions/ledger_post.sql); it answers
  // minus the first transaction's id for a key already posted.
  const result = await sql<{ tx: string }>`
    SELECT ledger_post(${key}, ${kind},
      (SELECT id FROM wallet_accounts WHERE member_id IS NULL AND kind = 'cashier'), wallet_main(${memberId}),
      ${amount}::bigint, ${JSON.stringify(meta)}::jsonb) AS tx`.execute(trx)
  const tx = Number(result.rows[0]!.tx)
  if (tx <= 0) return null
  await recordTurnover(trx, memberId, String(tx), amount)
  return String(tx)
}
