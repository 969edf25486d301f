/**
 * 0016: a per-game cap on a credit, as a multiple of the round's stake (NULL: the operator
 * setting `maxWinMultiple`, else 10,000). seamless_credit.sql reads it.
 */
import { sql, type Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>

export async function up(db: AnyDb): Promise<void> {
  await sql`ALTER TABLE games ADD COLUMN max_win_multiple integer CHECK (max_win_multiple > 0)`.execute(db)
}
