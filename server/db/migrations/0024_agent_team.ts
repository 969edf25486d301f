/**
 * 0024: the agent centre's team. An agent's transfers to its direct downlines (one row per
 * request id, so a resend moves the money once) and their daily totals (the limit rises by one
 * conditional upsert, like the upline transfer's of 0019); the ledger kind `agent_transfer`;
 * and indexes the team queries read by: sessions by member and time (last login, fraud hints).
 */
import { sql, type Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>

const LEDGER_KINDS = [
  'opening', 'trial', 'bet', 'win', 'rollback', 'transfer', 'adjustment',
  'deposit', 'withdrawal_hold', 'withdrawal_release', 'withdrawal_payout', 'upline_transfer', 'reward', 'bonus',
  'agent_transfer',
]

export async function up(db: AnyDb): Promise<void> {
  const checks = await sql<{ conname: string }>`
    SELECT conname FROM pg_constraint WHERE contypid = 'ledger_kind'::regtype AND contype = 'c'`.execute(db)
  for (const { conname } of checks.rows) await sql`ALTER DOMAIN ledger_kind DROP CONSTRAINT ${sql.id(conname)}`.execute(db)
  await sql`ALTER DOMAIN ledger_kind ADD CONSTRAINT ledger_kind_check CHECK (VALUE IN (${sql.join(LEDGER_KINDS.map((k) => sql.lit(k)))}))`.execute(db)
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
