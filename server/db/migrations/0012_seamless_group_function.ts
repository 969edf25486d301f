/**
 * 0012: `seamless_group`, one SQL function that runs a group of seamless-wallet calls in the
 * order given and returns their answers, one row each, in that order.
 *
 * Why: the server sends the calls that queue up together as one statement
 * (server/modules/wallet/seamless-calls.ts). Until now that statement was a `SELECT CASE ...
 * FROM unnest(...) WITH ORDINALITY ... ORDER BY` written out in full, which PostgreSQL parsed,
 * analysed and planned again for every group: profiled with `perf` during the wallet bench,
 * about a sixth of the database's CPU (pg_parse_query, parse analysis, the planner). A call
 * of this function is a one-line statement, and its loop is plpgsql, planned once per
 * connection. Same calls, same order, same answers, one transaction as before: if any call
 * raises, the whole group is undone and the server runs each call alone.
 */
import { sql, type Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>

export async function up(db: AnyDb): Promise<void> {
  await sql`
    CREATE FUNCTION seamless_group(p_kind text[], p_vendor text[], p_tx text[], p_member integer[], p_round text[],
      p_game text[], p_amount bigint[], p_single boolean[], p_ref text[])
    RETURNS SETOF jsonb LANGUAGE plpgsql AS $$
    BEGIN
      FOR i IN 1 .. coalesce(cardinality(p_kind), 0) LOOP
        RETURN NEXT CASE p_kind[i]
          WHEN 'debit' THEN seamless_debit(p_vendor[i], p_tx[i], p_member[i], p_round[i], p_game[i], p_amount[i], p_single[i])
          WHEN 'credit' THEN seamless_credit(p_vendor[i], p_tx[i], p_member[i], p_round[i], p_amount[i])
          WHEN 'rollback' THEN seamless_rollback(p_vendor[i], p_tx[i], p_member[i], p_ref[i])
        END;
      END LOOP;
    END $$`.execute(db)
}

export async function down(db: AnyDb): Promise<void> {
  await sql`DROP FUNCTION IF EXISTS seamless_group(text[], text[], text[], integer[], text[], text[], bigint[], boolean[], text[])`.execute(db)
}
