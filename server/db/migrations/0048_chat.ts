/**
 * 0048: the chat room (spec §2's chat room modal).
 * - `chat_messages`: one row per message, plain text of 1 to 200 characters; the operator's
 *   delete marks it (deleted_at, deleted_by) and the room never shows it again.
 * - `chat_members`: a member's standing in the room: the send window (start and count, raised by
 *   one conditional UPDATE per message, so concurrent sends never pass the limit) and the
 *   operator's mute (until when; null until with muted_at set = permanent).
 * The limit itself (messages per window) is the operator setting `chatRate`.
 */
import { sql, type Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>

export async function up(db: AnyDb): Promise<void> {
  await sql`
    CREATE TABLE chat_messages (
      id bigserial PRIMARY KEY,
      member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      text text NOT NULL CHECK (char_length(text) BETWEEN 1 AND 200),
      created_at timestamptz NOT NULL DEFAULT now(),
      deleted_at timestamptz,
      deleted_by text,
      CHECK ((deleted_at IS NULL) = (deleted_by IS NULL))
    )`.execute(db)
  // The room reads the newest messages not deleted; the operator lists a member's.
  await sql`CREATE INDEX chat_messages_live_idx ON chat_messages (id DESC) WHERE deleted_at IS NULL`.execute(db)
  await sql`CREATE INDEX chat_messages_member_idx ON chat_messages (member_id, id DESC)`.execute(db)
  await sql`
    CREATE TABLE chat_members (
      member_id integer PRIMARY KEY REFERENCES members(id) ON DELETE CASCADE,
      window_started_at timestamptz NOT NULL DEFAULT 'epoch',
      window_count integer NOT NULL DEFAULT 0 CHECK (window_count >= 0),
      muted_at timestamptz,
      muted_until timestamptz,
      muted_by text,
      CHECK (muted_until IS NULL OR muted_at IS NOT NULL)
    )`.execute(db)
}
