/** Agent trees, house contracts and bets made straight in the database, for the contract tests. */
import { sql, type Kysely } from 'kysely'
import type { ContractTier } from '../../src/shared/api/index.ts'
import type { Database } from '../db/schema.ts'
import { newMember, type TestMember } from './member-helpers.ts'

export const tiers = (...rates: Array<[minActive: number, minAmount: number, rateBp: number]>): ContractTier[] =>
  rates.map(([minActive, minAmount, rateBp]) => ({ minActive, minAmount, rateBp }))

/** A member (or agent, isAgent 1) under `uplineId`, logged in. */
export const memberUnder = async (db: Kysely<Database>, account: string, uplineId: number | null, isAgent = 1): Promise<TestMember> => {
  const m = await newMember(db, account, isAgent)
  if (uplineId !== null) await db.updateTable('members').set({ upline_id: uplineId }).where('id', '=', m.id).execute()
  return m
}

/** An active contract from the house (no upline) to a top agent, in force since `since`. */
export const houseContract = async (db: Kysely<Database>, agentId: number, kind: string, period: string, t: ContractTier[], since: Date): Promise<number> => {
  const r = await sql<{ id: string }>`
    INSERT INTO contracts (kind, upline_id, downline_id, period, tiers, status, starts_at, offered_at, decided_at)
    VALUES (${kind}, NULL, ${agentId}, ${period}, ${JSON.stringify(t)}::jsonb, 'active', ${since}, ${since}, ${since}) RETURNING id`.execute(db)
  return Number(r.rows[0]!.id)
}

let betBatch = 0

/** Settled bets of `memberId` at `at` (one wallet row each, as seamless_debit would leave them). */
export const insertBets = async (db: Kysely<Database>, memberId: number, n: number, stake: number, win: number, at: Date): Promise<void> => {
  const batch = `${process.pid}-${betBatch++}`
  await sql`
    INSERT INTO bets (vendor, round_id, member_id, game_id, wallet_id, stake, win, status, created_at, settled_at)
    SELECT 'TEST', 'r' || ${batch} || '-' || g, ${memberId}, 'test-game', wallet_main(${memberId}), ${stake}, ${win}, 'settled', ${at}, ${at}
      FROM generate_series(1, ${n}) g`.execute(db)
}

export const mainBalanceOf = async (db: Kysely<Database>, memberId: number): Promise<number> => {
  const r = await sql<{ b: string }>`SELECT balance AS b FROM wallet_accounts WHERE id = wallet_main(${memberId})`.execute(db)
  return Number(r.rows[0]!.b)
}
