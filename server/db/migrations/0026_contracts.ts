/**
 * 0026: agent contracts and the salary jobs that pay them (issue 16).
 * - `contracts`: one row per offer from an upline (NULL: the house, for top agents) to a
 *   direct downline agent: kind, period, a rate table by tiers, a start, and its status.
 *   At most one active and one offered contract per downline and kind (partial unique
 *   indexes), so a new one can only take over once the old one has ended, atomically.
 * - `contract_events`: the history (offered, accepted, rejected, terminated, cancelled).
 * - `salary_periods`: what the jobs have settled, per job and period: the schedule is the
 *   clock plus this table, so it survives restarts; a lease says which process works on it.
 * - `salary_payments`: one row per contract and period (UNIQUE), with the inputs it used;
 *   the money itself moves through `ledger_post` under the key `salary:<contract>:<period>`.
 * - Ledger kinds `salary` and `dividend` join the domain's list, right after `bonus`: this
 *   migration first wrote its own full list and appended the kinds others had added (0024's
 *   `agent_transfer`), so that is where a deployed database has them.
 */
import { sql, type Kysely } from 'kysely'
import { replaceLedgerKinds } from './lib/ledger-kinds.ts'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>

export async function up(db: AnyDb): Promise<void> {
  await replaceLedgerKinds(db, ['salary', 'dividend'], { after: 'bonus' })

  await sql`
    CREATE TABLE contracts (
      id bigserial PRIMARY KEY,
      kind text NOT NULL CHECK (kind IN ('dividend', 'daily_salary', 'hourly_salary', 'realtime_salary')),
      -- NULL: offered by the house (the operator) to a top agent
      upline_id integer REFERENCES members (id),
      downline_id integer NOT NULL REFERENCES members (id),
      period text NOT NULL CHECK (period IN ('realtime', 'hourly', 'daily', 'weekly', 'semimonthly', 'monthly')),
      -- [{ minActive, minAmount, rateBp }]: the highest rate whose thresholds are met applies
      tiers jsonb NOT NULL CHECK (jsonb_typeof(tiers) = 'array' AND jsonb_array_length(tiers) BETWEEN 1 AND 10),
      status text NOT NULL CHECK (status IN ('offered', 'active', 'rejected', 'terminated', 'cancelled')),
      -- the offering agent agreed to end the downline's own contracts above this one
      terminate_lower boolean NOT NULL DEFAULT false,
      starts_at timestamptz NOT NULL,
      offered_at timestamptz NOT NULL DEFAULT now(),
      decided_at timestamptz,
      ended_at timestamptz,
      ended_by integer REFERENCES members (id),
      end_reason text CHECK (end_reason IN ('upline', 'downline', 'superseded', 'ceiling', 'cascade', 'house')),
      CHECK (upline_id IS DISTINCT FROM downline_id),
      CHECK ((kind <> 'dividend' OR period IN ('daily', 'weekly', 'semimonthly', 'monthly'))
        AND (kind <> 'daily_salary' OR period = 'daily') AND (kind <> 'hourly_salary' OR period = 'hourly')
        AND (kind <> 'realtime_salary' OR period = 'realtime'))
    )`.execute(db)
  await sql`CREATE UNIQUE INDEX contracts_one_active ON contracts (downline_id, kind) WHERE status = 'active'`.execute(db)
  await sql`CREATE UNIQUE INDEX contracts_one_offer ON contracts (downline_id, kind) WHERE status = 'offered'`.execute(db)
  await sql`CREATE INDEX contracts_upline_idx ON contracts (upline_id, kind, status)`.execute(db)
  await sql`CREATE INDEX contracts_downline_idx ON contracts (downline_id, id)`.execute(db)

  await sql`
    CREATE TABLE contract_events (
      id bigserial PRIMARY KEY,
      contract_id bigint NOT NULL REFERENCES contracts (id),
      event text NOT NULL CHECK (event IN ('offered', 'accepted', 'rejected', 'terminated', 'cancelled')),
      -- NULL: the system (a cascade, a superseding contract, the house)
      actor_id integer REFERENCES members (id),
      detail jsonb NOT NULL DEFAULT '{}'::jsonb,
      at timestamptz NOT NULL DEFAULT now()
    )`.execute(db)
  await sql`CREATE INDEX contract_events_contract_idx ON contract_events (contract_id, id)`.execute(db)

  await sql`
    CREATE TABLE salary_periods (
      job text NOT NULL,
      period_start timestamptz NOT NULL,
      period_end timestamptz NOT NULL,
      status text NOT NULL CHECK (status IN ('open', 'done')),
      lease_owner text,
      lease_until timestamptz,
      -- when the lease was last taken: with finished_at, how long the settlement took
      started_at timestamptz,
      contracts integer NOT NULL DEFAULT 0,
      paid bigint NOT NULL DEFAULT 0,
      finished_at timestamptz,
      PRIMARY KEY (job, period_start)
    )`.execute(db)

  await sql`
    CREATE TABLE salary_payments (
      id bigserial PRIMARY KEY,
      contract_id bigint NOT NULL REFERENCES contracts (id),
      kind text NOT NULL,
      member_id integer NOT NULL REFERENCES members (id),
      period_start timestamptz NOT NULL,
      period_end timestamptz NOT NULL,
      amount bigint NOT NULL CHECK (amount >= 0),
      rate_bp integer NOT NULL,
      inputs jsonb NOT NULL,
      ledger_tx bigint,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (contract_id, period_start)
    )`.execute(db)
  await sql`CREATE INDEX salary_payments_member_idx ON salary_payments (member_id, period_start DESC)`.execute(db)
}
