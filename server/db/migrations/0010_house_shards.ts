/**
 * 0010: 64 house accounts instead of 8.
 *
 * Every bet and win moves money between a member's wallet and a house account, and the
 * house row stays locked until the transaction commits (including the WAL flush). On
 * PostgreSQL with 16 concurrent bets, 8 shards meant bets of different members often queued
 * on the same house row: measured with pg_stat_statements, the lock statement waited
 * 1.9 ms on average, most of a bet's time. With 64 shards two concurrent bets rarely meet.
 * The old accounts keep their balances; the house's position is the sum over all of them.
 */
import { sql, type Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>

// This migration's own numbers, written out: 0007 opened H0..H7, this one adds H8..H63. The
// running code's count is HOUSE_SHARDS in server/db/house-shards.ts, and wallet_house (in
// server/db/functions/wallet_house.sql) maps a member to one of them.
const OLD_SHARDS = 8
const NEW_SHARDS = 64

export async function up(db: AnyDb): Promise<void> {
  for (let i = OLD_SHARDS; i < NEW_SHARDS; i++) {
    await sql`INSERT INTO wallet_accounts (kind, vendor, allow_negative) VALUES ('house', ${`H${i}`}, true) ON CONFLICT DO NOTHING`.execute(db)
  }
}
