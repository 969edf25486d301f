/**
 * 0031: a withdrawal keeps the promises made to the member. `due_at` is fixed when the request
 * is taken (requested + the promised minutes then), `auto_receive_at` when it is disbursed
 * (disbursed + the auto-receive minutes then): an operator who changes a setting later changes
 * what new requests are promised, not the verdict on old ones. Existing rows get the promise
 * today's settings give them.
 */
import { sql, type Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>

export async function up(db: AnyDb): Promise<void> {
  await sql`ALTER TABLE withdrawals ADD COLUMN due_at timestamptz, ADD COLUMN auto_receive_at timestamptz`.execute(db)
  await sql`
    UPDATE withdrawals w SET
      due_at = w.created_at + make_interval(mins => s.promised_minutes),
      auto_receive_at = CASE WHEN w.disbursed_at IS NULL THEN NULL ELSE w.disbursed_at + make_interval(mins => s.auto_receive_minutes) END
    FROM withdrawal_settings s WHERE s.id = 1`.execute(db)
  await sql`ALTER TABLE withdrawals ALTER COLUMN due_at SET NOT NULL`.execute(db)
  // The auto-receive job's question is now "disbursed and past its promise".
  await sql`DROP INDEX withdrawals_unconfirmed`.execute(db)
  await sql`CREATE INDEX withdrawals_auto_receive ON withdrawals (auto_receive_at) WHERE status = 'disbursed'`.execute(db)
}
