/**
 * 0019: money out of a member's account. A member-owned `hold` wallet account (the amount of
 * a withdrawal waits there between the request and the payout or release), the ledger kinds
 * of the member centre's money movements, payout accounts, withdrawal requests with the time
 * of every stage, their proof images, the operator's settings and log, and transfers to the
 * upline with their daily totals.
 *
 * The ledger kinds are widened here for every member-centre movement (deposit, reward and
 * bonus too), so later migrations need not touch the domain.
 */
import { sql, type Kysely } from 'kysely'
import { replaceLedgerKinds } from './lib/ledger-kinds.ts'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>

const WALLET_KINDS = `VALUE IN ('main', 'vendor', 'house', 'cashier', 'trial', 'hold')`
/** Added to 0013's opening, trial, bet, win, rollback, transfer and adjustment. */
const LEDGER_KINDS = ['deposit', 'withdrawal_hold', 'withdrawal_release', 'withdrawal_payout', 'upline_transfer', 'reward', 'bonus']

export async function up(db: AnyDb): Promise<void> {
  // Domain checks (0013) are widened by replacing their one constraint.
  await sql`ALTER DOMAIN wallet_kind DROP CONSTRAINT wallet_kind_check`.execute(db)
  await sql`ALTER DOMAIN wallet_kind ADD CONSTRAINT wallet_kind_check CHECK (${sql.raw(WALLET_KINDS)})`.execute(db)
  await replaceLedgerKinds(db, LEDGER_KINDS)

  await sql`
    CREATE TABLE payout_accounts (
      id bigserial PRIMARY KEY,
      member_id integer NOT NULL REFERENCES members (id),
      kind text NOT NULL CHECK (kind IN ('bank', 'ewallet')),
      provider text NOT NULL,
      account_number text NOT NULL,
      holder_name text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (member_id, kind, provider, account_number)
    )`.execute(db)

  await sql`
    CREATE TABLE withdrawals (
      id bigserial PRIMARY KEY,
      member_id integer NOT NULL REFERENCES members (id),
      request_id text NOT NULL,
      payout_account_id bigint NOT NULL REFERENCES payout_accounts (id),
      amount bigint NOT NULL CHECK (amount > 0),
      status text NOT NULL DEFAULT 'pending'
        CHECK (status IN ('pending', 'approved', 'disbursed', 'rejected', 'received', 'partial', 'not_received')),
      reject_reason text,
      received_amount bigint CHECK (received_amount >= 0),
      auto_received boolean NOT NULL DEFAULT false,
      case_status text CHECK (case_status IN ('open', 'answered')),
      case_answer text,
      case_refunded bigint,
      created_at timestamptz NOT NULL DEFAULT now(),
      approved_at timestamptz,
      approved_by text,
      disbursed_at timestamptz,
      disbursed_by text,
      rejected_at timestamptz,
      rejected_by text,
      confirmed_at timestamptz,
      case_answered_at timestamptz,
      case_answered_by text,
      UNIQUE (member_id, request_id)
    )`.execute(db)
  await sql`CREATE INDEX withdrawals_member ON withdrawals (member_id, id DESC)`.execute(db)
  await sql`CREATE INDEX withdrawals_status ON withdrawals (status, id)`.execute(db)
  // The auto-receive job's search: disbursed and unanswered, oldest first.
  await sql`CREATE INDEX withdrawals_unconfirmed ON withdrawals (disbursed_at) WHERE status = 'disbursed'`.execute(db)

  await sql`
    CREATE TABLE withdrawal_proofs (
      id bigserial PRIMARY KEY,
      withdrawal_id bigint NOT NULL REFERENCES withdrawals (id),
      content_type text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg')),
      bytes bytea NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db)
  await sql`CREATE INDEX withdrawal_proofs_withdrawal ON withdrawal_proofs (withdrawal_id)`.execute(db)

  // One row: the operator's withdrawal and upline-transfer settings.
  await sql`
    CREATE TABLE withdrawal_settings (
      id integer PRIMARY KEY CHECK (id = 1),
      min_amount bigint NOT NULL,
      max_amount bigint NOT NULL,
      auto_receive_minutes integer NOT NULL,
      promised_minutes integer NOT NULL,
      upline_min bigint NOT NULL,
      upline_max bigint NOT NULL,
      upline_daily bigint NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      updated_by text NOT NULL DEFAULT 'system'
    )`.execute(db)
  await sql`
    INSERT INTO withdrawal_settings (id, min_amount, max_amount, auto_receive_minutes, promised_minutes, upline_min, upline_max, upline_daily)
    VALUES (1, 10000, 5000000, 1440, 30, 1000, 1000000, 5000000)`.execute(db)

  // Who changed what and when (withdrawal stages, cases, settings).
  await sql`
    CREATE TABLE withdrawal_operator_log (
      id bigserial PRIMARY KEY,
      operator text NOT NULL,
      action text NOT NULL,
      withdrawal_id bigint,
      detail jsonb NOT NULL DEFAULT '{}'::jsonb,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db)

  await sql`
    CREATE TABLE upline_transfers (
      id bigserial PRIMARY KEY,
      member_id integer NOT NULL REFERENCES members (id),
      upline_id integer NOT NULL REFERENCES members (id),
      request_id text NOT NULL,
      amount bigint NOT NULL CHECK (amount > 0),
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (member_id, request_id)
    )`.execute(db)
  // The daily limit's running total, raised by one conditional upsert per transfer.
  await sql`
    CREATE TABLE upline_transfer_days (
      member_id integer NOT NULL REFERENCES members (id),
      day date NOT NULL,
      total bigint NOT NULL,
      PRIMARY KEY (member_id, day)
    )`.execute(db)
}
