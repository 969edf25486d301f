/**
 * 0049: an index of the lottery tickets still to settle (pending, placed, paying), in the order
 * the draw job takes them (created_at). Without it each run of the job (a thousand tickets at a
 * time) read every ticket ever sold to find the next ones, so settling a 100,000-ticket draw
 * read the table a hundred times; settled and void tickets leave this index.
 */
import { sql, type Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>

export async function up(db: AnyDb): Promise<void> {
  await sql`CREATE INDEX lottery_tickets_unsettled ON lottery_tickets (created_at) WHERE status IN ('pending', 'placed', 'paying')`.execute(db)
}

