/**
 * Valid bets, as every reward counts them: settled bets (a rolled-back one never counts) of
 * real accounts. A trial account's rounds are never valid bets (its wallet mirrors the
 * free-play credit, `mirror_trial`). Read from `bets` each time, so nothing can drift.
 */
import { sql, type Kysely, type Transaction } from 'kysely'
import type { Database } from '../../db/schema.ts'

type Db = Kysely<Database> | Transaction<Database>

/** One member's valid bets (minor units) placed since `since` (all time when null). */
export const memberValidBet = async (db: Db, memberId: number, since: Date | null = null): Promise<number> => {
  const row = await db.selectFrom('bets as b')
    .innerJoin('wallet_accounts as w', 'w.id', 'b.wallet_id')
    .select(sql<string>`coalesce(sum(b.stake), 0)`.as('total'))
    .where('b.member_id', '=', memberId).where('b.status', '=', 'settled').where('w.mirror_trial', '=', false)
    .$if(since !== null, (q) => q.where('b.created_at', '>=', since!))
    .executeTakeFirstOrThrow()
  return Number(row.total)
}

/** Every real member's valid bets since `since`, for the VIP recompute (members without bets are left out). */
export const validBetsSince = async (db: Db, since: Date): Promise<Map<number, number>> => {
  const rows = await db.selectFrom('bets as b')
    .innerJoin('wallet_accounts as w', 'w.id', 'b.wallet_id')
    .innerJoin('members as m', 'm.id', 'b.member_id')
    .select(['b.member_id', sql<string>`sum(b.stake)`.as('total')])
    .where('b.status', '=', 'settled').where('b.created_at', '>=', since).where('w.mirror_trial', '=', false).where('m.is_agent', '<>', 4)
    .groupBy('b.member_id').execute()
  return new Map(rows.map((r) => [r.member_id, Number(r.total)]))
}
