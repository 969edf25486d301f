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
 *
 * The function now lives in server/db/functions/seamless_group.sql: this migration stays in
 * the list because deployed databases have run it.
 */

/** Nothing left to do here: the functions are applied from server/db/functions/ after the migrations. */
export async function up(): Promise<void> {}
