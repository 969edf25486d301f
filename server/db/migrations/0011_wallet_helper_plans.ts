/**
 * 0011: the wallet's functions, written so PostgreSQL plans them once and plans them well.
 * Same answers as before; only how they are run changes.
 *
 * Profiled with `perf` during the wallet bench (PostgreSQL 15), about a sixth of the
 * database's time per bet went into parsing and planning helper functions again and again:
 * - `wallet_house` and `wallet_main` were SQL-language functions reading a table. Such a
 *   function is not inlined, so PostgreSQL parses and plans its body each time the calling
 *   statement starts: every bet, win and rollback calls `wallet_house`. In plpgsql the
 *   plan is kept for the life of the connection.
 * - `seamless_answer` was declared IMMUTABLE around `jsonb_build_object`, which is only
 *   STABLE, so the planner would not inline it and ran it as a separate SQL function on
 *   every call. Declared STABLE, it is inlined into the caller's cached plan.
 * - The money functions (`ledger_post`, `seamless_debit`, `seamless_credit`,
 *   `seamless_rollback`) run with `enable_seqscan = off`. Their statements, and the
 *   foreign-key checks their inserts fire, find rows by key; PostgreSQL plans each of them
 *   once per connection and keeps the plan. A plan made while a table was nearly empty (a
 *   new site, or the bench's fresh database) was a sequential scan, and it stayed one while
 *   the table grew, until the next automatic ANALYZE: after 13,000 bets the check of each ledger entry's transaction read
 *   6,500 rows. Index lookups cost the same at any size. (A later `CREATE OR REPLACE` of
 *   these functions must repeat the setting.)
 */
import { sql, type Kysely } from 'kysely'
import { HOUSE_SHARDS } from './0010_house_shards.ts'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>

const MONEY_FUNCTIONS = [
  'ledger_post(text, text, bigint, bigint, bigint, jsonb)',
  'seamless_debit(text, text, integer, text, text, bigint, boolean)',
  'seamless_credit(text, text, integer, text, bigint)',
  'seamless_rollback(text, text, integer, text)',
]

const seamlessAnswer = (volatility: 'STABLE' | 'IMMUTABLE') => sql`
  CREATE OR REPLACE FUNCTION seamless_answer(p_ok boolean, p_code text, p_balance bigint) RETURNS jsonb LANGUAGE sql ${sql.raw(volatility)} AS $$
    SELECT jsonb_build_object('ok', p_ok, 'code', p_code, 'balance', p_balance)
  $$`

export async function up(db: AnyDb): Promise<void> {
  await sql`
    CREATE OR REPLACE FUNCTION wallet_house(p_member integer) RETURNS bigint LANGUAGE plpgsql STABLE AS $$
    BEGIN
      RETURN (SELECT id FROM wallet_accounts WHERE member_id IS NULL AND kind = 'house' AND vendor = 'H' || (p_member % ${sql.lit(HOUSE_SHARDS)}));
    END $$`.execute(db)
  await sql`
    CREATE OR REPLACE FUNCTION wallet_main(p_member integer) RETURNS bigint LANGUAGE plpgsql STABLE AS $$
    BEGIN
      RETURN (SELECT id FROM wallet_accounts WHERE member_id = p_member AND kind = 'main' AND vendor = '');
    END $$`.execute(db)
  await seamlessAnswer('STABLE').execute(db)
  for (const fn of MONEY_FUNCTIONS) await sql`ALTER FUNCTION ${sql.raw(fn)} SET enable_seqscan = off`.execute(db)
}

export async function down(db: AnyDb): Promise<void> {
  await sql`
    CREATE OR REPLACE FUNCTION wallet_house(p_member integer) RETURNS bigint LANGUAGE sql STABLE AS $$
      SELECT id FROM wallet_accounts WHERE member_id IS NULL AND kind = 'house' AND vendor = 'H' || (p_member % ${sql.lit(HOUSE_SHARDS)})
    $$`.execute(db)
  await sql`
    CREATE OR REPLACE FUNCTION wallet_main(p_member integer) RETURNS bigint LANGUAGE sql STABLE AS $$
      SELECT id FROM wallet_accounts WHERE member_id = p_member AND kind = 'main' AND vendor = ''
    $$`.execute(db)
  await seamlessAnswer('IMMUTABLE').execute(db)
  for (const fn of MONEY_FUNCTIONS) await sql`ALTER FUNCTION ${sql.raw(fn)} RESET enable_seqscan`.execute(db)
}
