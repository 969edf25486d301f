/**
 * 0021: an index for the member's account record. The record lists a member's ledger entries
 * in a day range (server/modules/records/account.ts); by account alone PostgreSQL read every
 * entry of the table to count them (100,000 bets: 0.6 to 2 s under PGlite), with this index it
 * reads only the member's entries in the range (scripts/records-plans.ts). It costs one more
 * index entry per ledger entry written. The betting record and the P&L use
 * bets (member_id, created_at), which 0007 made.
 */
import { sql, type Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>

export async function up(db: AnyDb): Promise<void> {
  await sql`CREATE INDEX ledger_entries_account_time_idx ON ledger_entries (account_id, created_at)`.execute(db)
}
