/**
 * 0051: the tickets still to settle (pending, placed, paying) indexed by draw, in ticket id
 * order: the draw job now settles a draw's tickets a page at a time from this index (each page
 * after the last ticket of the one before), all conditions on the index. The index of 0049
 * (created_at alone) could not give the job's order (created_at, ticket_id) with a join to the
 * draws in between: the planner, misjudging how many tickets the join keeps, read every
 * unsettled ticket after the page's start and sorted them for each page of 1,000 (measured: 30
 * to 150 ms a page with 100,000 tickets, a third of the settlement or more).
 */
import { sql, type Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>

export async function up(db: AnyDb): Promise<void> {
  await sql`DROP INDEX lottery_tickets_unsettled`.execute(db)
  await sql`CREATE INDEX lottery_tickets_unsettled ON lottery_tickets (draw_id, ticket_id) WHERE status IN ('pending', 'placed', 'paying')`.execute(db)
}
