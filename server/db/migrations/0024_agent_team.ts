/**
 * 0024: the agent centre's team. An agent's transfers to its direct downlines (one row per
 * request id, so a resend moves the money once) and their daily totals (the limit rises by one
 * conditional upsert, like the upline transfer's of 0019); the ledger kind `agent_transfer`;
 * and indexes the team queries read by: sessions by member and time (last login, fraud hints).
 */
import { sql, type Kysely } from 'kysely'
import { replaceLedgerKinds } from './lib/ledger-kinds.ts'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>

export async function up(db: AnyDb): Promise<void> {
  await replaceLedgerKinds(db, ['agent_transfer'])
  await sql`
    CREATE TABLE agent_transfers (
      id bigserial PRIMARY KEY,
      agent_id integer NOT NULL REFERENCES members (id),
      downline_id integer NOT NULL REFERENCES members (id),
      request_id text NOT NULL,
      amount bigint NOT NULL CHECK (amount > 0),
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (agent_id, request_id)
    )`.execute(db)
  await sql`
    CREATE TABLE agent_transfer_days (
      agent_id integer NOT NULL REFERENCES members (id),
      day date NOT NULL,
      total bigint NOT NULL CHECK (total >= 0),
      PRIMARY KEY (agent_id, day)
    )`.execute(db)
  await sql`CREATE INDEX sessions_member_time_idx ON sessions (member_id, created_at DESC)`.execute(db)
}
