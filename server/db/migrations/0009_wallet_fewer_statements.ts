/**
 * 0009: the same money movements as 0007 in fewer SQL statements, for the seamless-wallet
 * throughput budget (each statement inside a plpgsql function costs an executor start;
 * under embedded PGlite that is most of a bet's time).
 *
 * - `ledger_post` moves the money and writes the entry pair in one statement (an UPDATE of
 *   both rows, the source only if it has the funds, feeding the INSERT of the entries).
 *   Behaviour is unchanged: one transaction row per idempotency key, INSUFFICIENT_FUNDS /
 *   LEDGER_NO_ACCOUNT raised. Row locks follow the UPDATE's order, so a caller that moves
 *   money between a member and a system account locks the member's row first (the seamless
 *   functions do); two postings then never wait on each other in opposite orders.
 * - `seamless_debit` finds, locks and reads the member's main wallet in one statement and
 *   writes its journal row once, with the answer, instead of a pending row and an update.
 *   A conflict on that row (rare: a concurrent rollback-before-bet or a reused id) raises
 *   SEAMLESS_RETRY, which undoes the call; seamless-calls.ts runs it again, and the second
 *   run answers from the journal.
 * - `seamless_credit` locks and reads the wallet in one statement and computes the new
 *   balance instead of reading it again.
 * The answers, the journal and the bet records are the same as before.
 *
 * The function bodies now live in server/db/functions/ (ledger_post.sql, seamless_debit.sql,
 * seamless_credit.sql): this migration stays in the list because deployed databases have run it.
 */

/** Nothing left to do here: the functions are applied from server/db/functions/ after the migrations. */
export async function up(): Promise<void> {}
