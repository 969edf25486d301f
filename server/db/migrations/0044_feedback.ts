/**
 * 0044: feedback (spec §5, PUT /wps/feedback).
 * - `feedback`: one row per submission, open until the operator answers (the answer goes to
 *   the member's inbox as an operator message; its id is kept here).
 * - `feedback_images`: up to 3 images per feedback, png or jpeg, stored as the bytes the
 *   server re-encoded (never what was uploaded).
 * The word bounds and the winner board's threshold are operator settings (settings table).
 */
import { sql, type Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>

export async function up(db: AnyDb): Promise<void> {
  await sql`
    CREATE TABLE feedback (
      id bigserial PRIMARY KEY,
      member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      content text NOT NULL CHECK (char_length(content) BETWEEN 1 AND 140),
      contact text CHECK (contact IS NULL OR char_length(contact) <= 64),
      status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'answered')),
      answer text CHECK (answer IS NULL OR char_length(answer) <= 2000),
      answered_by text,
      answered_at timestamptz,
      message_id bigint,
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK ((status = 'answered') = (answer IS NOT NULL))
    )`.execute(db)
  await sql`CREATE INDEX feedback_member_idx ON feedback (member_id, created_at DESC)`.execute(db)
  await sql`CREATE INDEX feedback_status_idx ON feedback (status, id DESC)`.execute(db)
  await sql`
    CREATE TABLE feedback_images (
      feedback_id bigint NOT NULL REFERENCES feedback(id) ON DELETE CASCADE,
      position smallint NOT NULL CHECK (position BETWEEN 1 AND 3),
      content_type text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg')),
      bytes bytea NOT NULL,
      PRIMARY KEY (feedback_id, position)
    )`.execute(db)
}

