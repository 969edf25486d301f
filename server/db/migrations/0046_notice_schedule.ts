/**
 * 0046: notices the operator writes, schedules and withdraws (issue 39).
 * - `announcements.date` is when a notice shows from (a future date: scheduled);
 *   `ends_at` when it stops showing (NULL: until withdrawn); `withdrawn_at` / `withdrawn_by`
 *   when and by whom the operator took it down; `created_by` who wrote it (NULL: the seed).
 * - The type is checked (B, PL, PU, PR, H, and AG for the agent centre) and so is the audience
 *   (B everyone, A members).
 */
import { sql, type Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>

export async function up(db: AnyDb): Promise<void> {
  await sql`
    ALTER TABLE announcements
      ADD COLUMN ends_at timestamptz,
      ADD COLUMN withdrawn_at timestamptz,
      ADD COLUMN withdrawn_by text,
      ADD COLUMN created_by text,
      ADD CONSTRAINT announcements_type CHECK (type IN ('B', 'PL', 'PU', 'PR', 'H', 'AG')),
      ADD CONSTRAINT announcements_execution CHECK (execution IN ('A', 'B')),
      ADD CONSTRAINT announcements_window CHECK (ends_at IS NULL OR ends_at > date),
      ADD CONSTRAINT announcements_withdrawn CHECK ((withdrawn_at IS NULL) = (withdrawn_by IS NULL))`.execute(db)
  await sql`CREATE INDEX announcements_live_idx ON announcements (type, date DESC) WHERE withdrawn_at IS NULL`.execute(db)
}
