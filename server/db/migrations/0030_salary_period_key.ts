/**
 * 0030: a settled salary period is known by its start and its end. Keyed by its start alone,
 * a one-minute period settled at 10:15 made the fifteen-minute period 10:15–10:30 (after the
 * operator lengthened the real-time period) look settled, and 10:16–10:30 was never paid.
 */
import { sql, type Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>

export async function up(db: AnyDb): Promise<void> {
  await sql`ALTER TABLE salary_periods DROP CONSTRAINT salary_periods_pkey`.execute(db)
  await sql`ALTER TABLE salary_periods ADD PRIMARY KEY (job, period_start, period_end)`.execute(db)
}
