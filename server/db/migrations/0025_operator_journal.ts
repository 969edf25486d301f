/**
 * 0025: the operator journal. Every change made through the admin API (`npm run admin --`)
 * is one row: who (the X-Operator name), when, the call and its body with secrets taken out.
 * The rows a change touches keep only its latest author (`updated_by`); this keeps them all,
 * so a channel or mission switched off and on again still shows both switches. Numbered 0025:
 * 0024 is taken by the agent-team branch.
 */
import { sql, type Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>

export async function up(db: AnyDb): Promise<void> {
  await sql`
    CREATE TABLE operator_journal (
      id bigserial PRIMARY KEY,
      operator text NOT NULL,
      method text NOT NULL,
      path text NOT NULL,
      body jsonb,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db)
  // The CLI reads the newest first.
  await sql`CREATE INDEX operator_journal_newest ON operator_journal (id DESC)`.execute(db)
}
