/**
 * 0045: agent applications (issue 39, /join).
 * - `agent_applications`: a visitor's request to join the agent programme, with the account
 *   and password (hashed) the agent will log in with. Pending until the operator approves
 *   (the top agent is created, `member_id`) or rejects it (`reason`). One pending
 *   application per account name at a time.
 */
import { sql, type Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>

export async function up(db: AnyDb): Promise<void> {
  await sql`
    CREATE TABLE agent_applications (
      id bigserial PRIMARY KEY,
      account text NOT NULL CHECK (account ~ '^[a-z][a-z0-9]{3,15}$'),
      password_hash text NOT NULL,
      name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 64),
      contact_kind text NOT NULL CHECK (contact_kind IN ('mobile', 'email', 'telegram')),
      contact text NOT NULL CHECK (char_length(contact) BETWEEN 1 AND 120),
      message text CHECK (message IS NULL OR char_length(message) <= 500),
      language text NOT NULL CHECK (language IN ('ty', 'en', 'cn', 'th', 'vi')),
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
      reason text CHECK (reason IS NULL OR char_length(reason) <= 500),
      decided_by text,
      decided_at timestamptz,
      member_id integer REFERENCES members(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK ((status = 'pending') = (decided_at IS NULL)),
      CHECK (status <> 'rejected' OR reason IS NOT NULL)
    )`.execute(db)
  await sql`CREATE UNIQUE INDEX agent_applications_pending_account ON agent_applications (account) WHERE status = 'pending'`.execute(db)
  await sql`CREATE INDEX agent_applications_status_idx ON agent_applications (status, id DESC)`.execute(db)
}
