/**
 * 0014: the seamless journal no longer has a foreign key to members. The seamless functions
 * now refuse an unknown player themselves, at the point where that key used to refuse them.
 *
 * Why: the key's check ran on every journal row, so on every bet. It was an index lookup
 * plus a row lock on the member, and the lock is written to the WAL. Measured with
 * `scripts/wallet-migration-ab.ts` (groups of 8 debits, median of 30 turns; two runs each),
 * debits took 3% and 8% less time on PostgreSQL 15, and 8% and 14% less on PGlite.
 *
 * The answers are the same as before. A call for a player id that is no member raises
 * SQLSTATE 23503 (foreign_key_violation) with the message PLAYER_NOT_FOUND, before its
 * journal row survives. That is the error the key raised, so the whole call is undone
 * and the server answers PLAYER_NOT_FOUND without a trace (seamless-calls.ts).
 *
 * On the usual path the check costs nothing extra:
 * - debit: the member's wallet was just looked up; no wallet means no member;
 * - credit: the bet of the round names its member; only a round that does not match needs
 *   to look the member up;
 * - rollback: it already looks up the member's main wallet.
 *
 * The function bodies, first written here, live in server/db/functions/seamless_debit.sql,
 * seamless_credit.sql and seamless_rollback.sql; this migration keeps the table change.
 */
import { sql, type Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>

export async function up(db: AnyDb): Promise<void> {
  await sql`ALTER TABLE seamless_transactions DROP CONSTRAINT seamless_transactions_member_id_fkey`.execute(db)
}
