/**
 * 0042: player protection (server/modules/protection).
 *
 * - `protection_limits`: one row per member who set anything (a limit, a reality check, a
 *   time-out or self-exclusion). No row means nothing to enforce: the debit path pays one
 *   primary-key probe. Limits are minor units (session: minutes), null for none; a raise or
 *   removal waits in `protection_pending` until its `effective_at`.
 * - The block (`block_kind`, `block_until`): 'break' (15 minutes), 'timeout' or 'exclusion';
 *   a permanent exclusion ends 9999-12-31 (protection/blocks.ts). A trigger refuses any change that ends
 *   or shortens a block still in force, whoever sends it (member, operator API, psql).
 * - `protection_counters`: stakes and wins of the member's current day, week and month, kept by
 *   the seamless functions while a loss or wager limit is set (the debit checks and adds under
 *   the wallet's row lock, so concurrent bets cannot pass a limit).
 * - `protection_refusals`: one row per refused call (what the operator's "hit a limit" list counts).
 */
import { sql, type Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>

export async function up(db: AnyDb): Promise<void> {
  await sql`
    CREATE TABLE protection_limits (
      member_id integer PRIMARY KEY REFERENCES members(id) ON DELETE CASCADE,
      deposit_day bigint CHECK (deposit_day >= 0),
      deposit_week bigint CHECK (deposit_week >= 0),
      deposit_month bigint CHECK (deposit_month >= 0),
      loss_day bigint CHECK (loss_day >= 0),
      loss_week bigint CHECK (loss_week >= 0),
      loss_month bigint CHECK (loss_month >= 0),
      wager_day bigint CHECK (wager_day >= 0),
      wager_week bigint CHECK (wager_week >= 0),
      wager_month bigint CHECK (wager_month >= 0),
      session_minutes integer CHECK (session_minutes > 0),
      reality_check_minutes integer NOT NULL DEFAULT 0 CHECK (reality_check_minutes IN (0, 15, 30, 60)),
      block_kind text CHECK (block_kind IN ('break', 'timeout', 'exclusion')),
      block_until timestamptz,
      block_started_at timestamptz,
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK ((block_kind IS NULL) = (block_until IS NULL))
    )`.execute(db)
  // Operator lists: members under a block, newest end first.
  await sql`CREATE INDEX protection_limits_blocked ON protection_limits (block_until) WHERE block_kind IS NOT NULL`.execute(db)

  await sql`
    CREATE TABLE protection_pending (
      member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      limit_key text NOT NULL,
      value bigint,
      effective_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (member_id, limit_key)
    )`.execute(db)
  await sql`CREATE INDEX protection_pending_due ON protection_pending (effective_at)`.execute(db)

  await sql`
    CREATE TABLE protection_counters (
      member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      period text NOT NULL CHECK (period IN ('day', 'week', 'month')),
      starts_at timestamptz NOT NULL,
      stakes bigint NOT NULL DEFAULT 0,
      wins bigint NOT NULL DEFAULT 0,
      PRIMARY KEY (member_id, period)
    )`.execute(db)

  await sql`
    CREATE TABLE protection_refusals (
      id bigserial PRIMARY KEY,
      member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      code text NOT NULL,
      amount bigint NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db)
  await sql`CREATE INDEX protection_refusals_member ON protection_refusals (member_id, created_at)`.execute(db)
}
