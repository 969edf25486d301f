/**
 * 0022: the member centre's reward side.
 * - Ledger kinds `reward` and `bonus` (0019 added them already; naming them here keeps this
 *   migration right whichever of the member-centre migrations runs first).
 * - Messages: one row per message; a broadcast is one row with no member, and each member's
 *   read or deleted mark is a row of `message_states`, written when they read or delete.
 * - Missions and their claims, promotions (promotion rewards and rebates) and their entries,
 *   referral codes and who invited whom. Every operator change keeps who (`*_by`) and when.
 */
import { sql, type Kysely } from 'kysely'
import { replaceLedgerKinds } from './lib/ledger-kinds.ts'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>

const LOCALIZED_CHECK = (column: string) =>
  sql.raw(`jsonb_typeof(${column}) = 'object' AND ${column} ?& array['ty', 'en', 'cn', 'th', 'vi']`)

export async function up(db: AnyDb): Promise<void> {
  await replaceLedgerKinds(db, ['reward', 'bonus'])
  // The member centre's lists read a member's transactions by kind.
  await sql`CREATE INDEX ledger_transactions_kind_idx ON ledger_transactions (kind, id)`.execute(db)

  await sql`
    CREATE TABLE messages (
      id bigserial PRIMARY KEY,
      -- NULL: a broadcast to every member registered when it was sent
      member_id integer REFERENCES members(id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('operator', 'deposit_approved', 'deposit_rejected', 'withdrawal_disbursed',
        'withdrawal_rejected', 'mission_complete', 'case_answered')),
      title jsonb CHECK (title IS NULL OR (${LOCALIZED_CHECK('title')})),
      body jsonb CHECK (body IS NULL OR (${LOCALIZED_CHECK('body')})),
      params jsonb NOT NULL DEFAULT '{}'::jsonb,
      sent_by text,
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK ((kind = 'operator') = (title IS NOT NULL AND body IS NOT NULL AND sent_by IS NOT NULL)),
      CHECK (member_id IS NOT NULL OR kind = 'operator')
    )`.execute(db)
  await sql`CREATE INDEX messages_member_idx ON messages (member_id, id)`.execute(db)
  await sql`CREATE INDEX messages_broadcast_idx ON messages (created_at) WHERE member_id IS NULL`.execute(db)
  await sql`
    CREATE TABLE message_states (
      message_id bigint NOT NULL REFERENCES messages(id) ON DELETE CASCADE,
      member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      read_at timestamptz,
      deleted_at timestamptz,
      PRIMARY KEY (member_id, message_id)
    )`.execute(db)

  await sql`
    CREATE TABLE missions (
      id serial PRIMARY KEY,
      kind text NOT NULL CHECK (kind IN ('bet_total', 'rounds', 'first_deposit')),
      game_type text,
      title jsonb NOT NULL CHECK (${LOCALIZED_CHECK('title')}),
      target bigint NOT NULL CHECK (target > 0),
      reward bigint NOT NULL CHECK (reward > 0),
      period text NOT NULL CHECK (period IN ('daily', 'once')),
      enabled boolean NOT NULL DEFAULT true,
      sort integer NOT NULL DEFAULT 0,
      created_by text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_by text NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db)
  await sql`
    CREATE TABLE mission_claims (
      mission_id integer NOT NULL REFERENCES missions(id),
      member_id integer NOT NULL REFERENCES members(id),
      period_key text NOT NULL,
      amount bigint NOT NULL CHECK (amount > 0),
      tx_id bigint NOT NULL,
      claimed_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (mission_id, member_id, period_key)
    )`.execute(db)

  await sql`
    CREATE TABLE promotions (
      id serial PRIMARY KEY,
      -- promotion: join, the operator approves (issued) or rejects, the member claims;
      -- rebate: rate_bp of the member's settled stake of the previous day, claimable once a day
      kind text NOT NULL CHECK (kind IN ('promotion', 'rebate')),
      title jsonb NOT NULL CHECK (${LOCALIZED_CHECK('title')}),
      reward bigint CHECK (reward > 0),
      rate_bp integer CHECK (rate_bp > 0 AND rate_bp <= 10000),
      game_type text,
      starts_at timestamptz,
      ends_at timestamptz,
      enabled boolean NOT NULL DEFAULT true,
      created_by text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_by text NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK ((kind = 'promotion') = (reward IS NOT NULL)),
      CHECK ((kind = 'rebate') = (rate_bp IS NOT NULL)),
      CHECK (starts_at IS NULL OR ends_at IS NULL OR starts_at < ends_at)
    )`.execute(db)
  await sql`
    CREATE TABLE promotion_entries (
      id bigserial PRIMARY KEY,
      promotion_id integer NOT NULL REFERENCES promotions(id),
      member_id integer NOT NULL REFERENCES members(id),
      -- 'once' for promotions, the day (yyyy-MM-dd) of the rebated bets for rebates
      period_key text NOT NULL,
      status text NOT NULL CHECK (status IN ('applying', 'issued', 'rejected', 'claimed')),
      amount bigint NOT NULL DEFAULT 0 CHECK (amount >= 0),
      reason text,
      applied_at timestamptz NOT NULL DEFAULT now(),
      decided_by text,
      decided_at timestamptz,
      claimed_at timestamptz,
      tx_id bigint,
      UNIQUE (promotion_id, member_id, period_key)
    )`.execute(db)
  await sql`CREATE INDEX promotion_entries_status_idx ON promotion_entries (status, id)`.execute(db)

  await sql`
    CREATE TABLE referral_codes (
      member_id integer PRIMARY KEY REFERENCES members(id) ON DELETE CASCADE,
      code text NOT NULL UNIQUE,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db)
  await sql`
    CREATE TABLE referrals (
      invitee_id integer PRIMARY KEY REFERENCES members(id) ON DELETE CASCADE,
      inviter_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      code text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      -- the inviter's reward for this friend, once claimed
      reward_amount bigint,
      rewarded_at timestamptz,
      CHECK (invitee_id <> inviter_id)
    )`.execute(db)
  await sql`CREATE INDEX referrals_inviter_idx ON referrals (inviter_id, created_at)`.execute(db)
}
