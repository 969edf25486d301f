/**
 * 0020: deposits. The operator's deposit channels (bank transfer, e-wallet: localized name
 * and instructions, min/max, fee rule, the account to pay to, auto-approval delay), the
 * members' deposit requests, and the operator's actions on both (who and when).
 *
 * The ledger kind `deposit` (0019 added it already; naming it here keeps this migration right
 * whichever of the member-centre migrations runs first).
 */
import { sql, type Kysely } from 'kysely'
import { replaceLedgerKinds } from './lib/ledger-kinds.ts'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>

export async function up(db: AnyDb): Promise<void> {
  await replaceLedgerKinds(db, ['deposit'])

  await sql`
    CREATE TABLE deposit_channels (
      id serial PRIMARY KEY,
      kind text NOT NULL CHECK (kind IN ('bank', 'ewallet')),
      -- { ty, en, cn, th, vi }
      name jsonb NOT NULL,
      instructions jsonb NOT NULL,
      min_amount bigint NOT NULL CHECK (min_amount > 0),
      max_amount bigint NOT NULL,
      fee_bp integer NOT NULL DEFAULT 0 CHECK (fee_bp BETWEEN 0 AND 10000),
      fee_fixed bigint NOT NULL DEFAULT 0 CHECK (fee_fixed >= 0),
      fee_payer text NOT NULL DEFAULT 'member' CHECK (fee_payer IN ('member', 'site')),
      bank_name text NOT NULL,
      account_number text NOT NULL,
      account_holder text NOT NULL,
      -- null: the operator approves; otherwise the server approves after this many seconds
      auto_approve_seconds integer CHECK (auto_approve_seconds BETWEEN 0 AND 86400),
      enabled boolean NOT NULL DEFAULT true,
      sort integer NOT NULL DEFAULT 0,
      created_by text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_by text NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT deposit_channels_range CHECK (max_amount >= min_amount)
    )`.execute(db)

  await sql`
    CREATE TABLE deposit_requests (
      id bigserial PRIMARY KEY,
      member_id integer NOT NULL REFERENCES members(id),
      channel_id integer NOT NULL REFERENCES deposit_channels(id),
      request_id text NOT NULL,
      reference text NOT NULL UNIQUE,
      amount bigint NOT NULL CHECK (amount > 0),
      fee bigint NOT NULL CHECK (fee >= 0),
      fee_payer text NOT NULL CHECK (fee_payer IN ('member', 'site')),
      credit bigint NOT NULL CHECK (credit > 0),
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
      reason text,
      -- the channel's delay when the request was made; null: the operator decides
      auto_approve_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      decided_at timestamptz,
      decided_by text,
      ledger_tx_id bigint,
      UNIQUE (member_id, request_id)
    )`.execute(db)
  await sql`CREATE INDEX deposit_requests_member_idx ON deposit_requests (member_id, id)`.execute(db)
  await sql`CREATE INDEX deposit_requests_pending_idx ON deposit_requests (id) WHERE status = 'pending'`.execute(db)
  await sql`CREATE INDEX deposit_requests_auto_idx ON deposit_requests (auto_approve_at) WHERE status = 'pending' AND auto_approve_at IS NOT NULL`.execute(db)

  // Every operator change to channels and decisions on requests: who, when, what.
  await sql`
    CREATE TABLE deposit_audit (
      id bigserial PRIMARY KEY,
      operator text NOT NULL,
      action text NOT NULL CHECK (action IN ('channel_add', 'channel_enable', 'channel_disable', 'approve', 'reject', 'auto_approve')),
      channel_id integer,
      deposit_id bigint,
      detail jsonb NOT NULL DEFAULT '{}'::jsonb,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db)
}
