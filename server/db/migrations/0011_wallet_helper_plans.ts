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
 *   6,500 rows. Index lookups cost the same at any size.
 *
 * The functions now live in server/db/functions/ (wallet_house.sql, wallet_main.sql,
 * seamless_answer.sql; the money functions state `SET enable_seqscan = off` in their own
 * files): this migration stays in the list because deployed databases have run it.
 */

/** Nothing left to do here: the functions are applied from server/db/functions/ after the migrations. */
export async function up(): Promise<void> {}
