/**
 * 0043: points and VIP levels.
 * - Ledger kinds `point_reward` (a redeemed wallet-credit reward) and `point_convert` (points
 *   turned into money): money still moves only through ledger_post.
 * - The points ledger: `points_accounts` (one balance per member, never below zero by its
 *   check) and `points_entries` (every movement, signed, one row per idempotency key).
 * - What earns: `point_rates` (thousandths of a point per 100.00 of valid bet, per game type)
 *   and the earning job's watermark `point_earn_state` (one row: the last settled bet read).
 * - The convert rule (`point_config`, one row), the reward catalogue (`point_rewards`) and
 *   the redemptions (`point_redemptions`: in process, approved, rejected).
 * - VIP: the level table (`vip_levels`), each member's level (`member_vip`; no row = level
 *   0), and the recompute runs (`vip_runs`, one row per run key, so a day's run happens once).
 * Data: the operator's defaults (rates, ratio, levels, catalogue): brand configuration, not
 * demo data, so the production start has them too.
 */
import { sql, type Kysely } from 'kysely'
import { replaceLedgerKinds } from './lib/ledger-kinds.ts'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>

const LOCALIZED_CHECK = (column: string) =>
  sql.raw(`jsonb_typeof(${column}) = 'object' AND ${column} ?& array['ty', 'en', 'cn', 'th', 'vi']`)

export async function up(db: AnyDb): Promise<void> {
  await replaceLedgerKinds(db, ['point_reward', 'point_convert'])

  await sql`
    CREATE TABLE points_accounts (
      member_id integer PRIMARY KEY REFERENCES members(id) ON DELETE CASCADE,
      balance bigint NOT NULL DEFAULT 0 CHECK (balance >= 0),
      -- the part of a point earned but not yet whole, in billionths (see points/earn.ts)
      earn_carry bigint NOT NULL DEFAULT 0 CHECK (earn_carry >= 0 AND earn_carry < 1000000000),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db)
  await sql`
    CREATE TABLE points_entries (
      id bigserial PRIMARY KEY,
      member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('earn', 'redeem', 'convert', 'adjust', 'refund')),
      points bigint NOT NULL CHECK (points <> 0),
      balance_after bigint NOT NULL CHECK (balance_after >= 0),
      idempotency_key text NOT NULL UNIQUE,
      meta jsonb NOT NULL DEFAULT '{}'::jsonb,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db)
  await sql`CREATE INDEX points_entries_member_idx ON points_entries (member_id, created_at DESC, id DESC)`.execute(db)

  await sql`
    CREATE TABLE point_rates (
      game_type text PRIMARY KEY CHECK (game_type ~ '^[A-Z0-9_]{1,32}$'),
      rate_milli integer NOT NULL CHECK (rate_milli >= 0 AND rate_milli <= 1000000),
      updated_by text NOT NULL DEFAULT 'system',
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db)
  await sql`
    CREATE TABLE point_earn_state (
      id boolean PRIMARY KEY DEFAULT true CHECK (id),
      last_settled_at timestamptz NOT NULL DEFAULT now(),
      last_bet_id bigint NOT NULL DEFAULT 0,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db)
  // Earning starts with the bets settled from now on: history before the feature earns nothing.
  await sql`INSERT INTO point_earn_state (id) VALUES (true)`.execute(db)
  // The earning job reads settled bets in (settled_at, id) order from its watermark.
  await sql`CREATE INDEX bets_settled_order_idx ON bets (settled_at, id) WHERE status = 'settled'`.execute(db)

  await sql`
    CREATE TABLE point_config (
      id boolean PRIMARY KEY DEFAULT true CHECK (id),
      -- convert_points points give convert_minor minor units; only whole multiples convert
      convert_points integer NOT NULL CHECK (convert_points > 0),
      convert_minor integer NOT NULL CHECK (convert_minor > 0),
      min_convert integer NOT NULL CHECK (min_convert >= convert_points),
      updated_by text NOT NULL DEFAULT 'system',
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db)

  await sql`
    CREATE TABLE point_rewards (
      id serial PRIMARY KEY,
      kind text NOT NULL CHECK (kind IN ('credit', 'item')),
      name jsonb NOT NULL CHECK (${LOCALIZED_CHECK('name')}),
      image text NOT NULL DEFAULT '',
      points integer NOT NULL CHECK (points > 0),
      credit_minor bigint CHECK (credit_minor > 0),
      -- valid bets the member must have placed (all time), minor units
      bet_requirement bigint NOT NULL DEFAULT 0 CHECK (bet_requirement >= 0),
      -- NULL: no stock limit
      stock integer CHECK (stock >= 0),
      -- NULL: no limit per member
      member_limit integer CHECK (member_limit > 0),
      status text NOT NULL DEFAULT 'on' CHECK (status IN ('on', 'withdrawn')),
      sort integer NOT NULL DEFAULT 0,
      updated_by text NOT NULL DEFAULT 'system',
      updated_at timestamptz NOT NULL DEFAULT now(),
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK ((kind = 'credit') = (credit_minor IS NOT NULL))
    )`.execute(db)
  await sql`
    CREATE TABLE point_redemptions (
      id bigserial PRIMARY KEY,
      member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      reward_id integer NOT NULL REFERENCES point_rewards(id),
      request_id text NOT NULL,
      quantity integer NOT NULL CHECK (quantity > 0),
      points bigint NOT NULL CHECK (points > 0),
      credit_minor bigint,
      status text NOT NULL CHECK (status IN ('process', 'approved', 'rejected')),
      reason text,
      decided_by text,
      decided_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (member_id, request_id)
    )`.execute(db)
  await sql`CREATE INDEX point_redemptions_member_idx ON point_redemptions (member_id, id DESC)`.execute(db)
  await sql`CREATE INDEX point_redemptions_process_idx ON point_redemptions (id) WHERE status = 'process'`.execute(db)

  await sql`
    CREATE TABLE vip_levels (
      level integer PRIMARY KEY CHECK (level >= 0 AND level <= 99),
      label text NOT NULL UNIQUE CHECK (label ~ '^[A-Za-z0-9 _-]{1,32}$'),
      club text NOT NULL DEFAULT '',
      -- valid bets in the period (vip_config.period_days) that reach the level, minor units
      required_bet bigint NOT NULL CHECK (required_bet >= 0),
      rebate_bp integer NOT NULL DEFAULT 0 CHECK (rebate_bp >= 0 AND rebate_bp <= 10000),
      withdraw_daily_count integer NOT NULL CHECK (withdraw_daily_count > 0),
      withdraw_daily_max bigint NOT NULL CHECK (withdraw_daily_max > 0),
      point_multiplier_pct integer NOT NULL DEFAULT 100 CHECK (point_multiplier_pct >= 0 AND point_multiplier_pct <= 1000),
      birthday_bonus bigint NOT NULL DEFAULT 0 CHECK (birthday_bonus >= 0),
      updated_by text NOT NULL DEFAULT 'system',
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db)
  await sql`
    CREATE TABLE vip_config (
      id boolean PRIMARY KEY DEFAULT true CHECK (id),
      period_days integer NOT NULL CHECK (period_days BETWEEN 1 AND 366),
      updated_by text NOT NULL DEFAULT 'system',
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db)
  await sql`
    CREATE TABLE member_vip (
      member_id integer PRIMARY KEY REFERENCES members(id) ON DELETE CASCADE,
      level integer NOT NULL,
      valid_bet bigint NOT NULL DEFAULT 0,
      changed_at timestamptz NOT NULL DEFAULT now(),
      computed_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db)
  await sql`
    CREATE TABLE vip_runs (
      run_key text PRIMARY KEY,
      members integer NOT NULL DEFAULT 0,
      changed integer NOT NULL DEFAULT 0,
      run_by text NOT NULL,
      ran_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db)

  // The operator's defaults; every one is changed with `npm run admin -- points|vip ...`.
  await sql`
    INSERT INTO point_rates (game_type, rate_milli) VALUES
      ('RNG', 1000), ('FISH', 1000), ('PVP', 500), ('LIVE', 500), ('SPORTS', 500), ('ESPORTS', 500),
      ('COCKFIGHT', 500), ('BINGO', 1000), ('ELOTT', 500), ('LOTT', 500)`.execute(db)
  await sql`INSERT INTO point_config (convert_points, convert_minor, min_convert) VALUES (100, 1000, 100)`.execute(db)
  await sql`INSERT INTO vip_config (period_days) VALUES (30)`.execute(db)
  await sql`
    INSERT INTO vip_levels (level, label, club, required_bet, rebate_bp, withdraw_daily_count, withdraw_daily_max, point_multiplier_pct, birthday_bonus) VALUES
      (0, 'VIP0', '', 0, 30, 3, 5000000, 100, 0),
      (1, 'VIP1', 'Bronze', 1000000, 40, 5, 10000000, 110, 5000),
      (2, 'VIP2', 'Silver', 5000000, 50, 5, 20000000, 120, 20000),
      (3, 'VIP3', 'Gold', 20000000, 60, 10, 50000000, 130, 50000),
      (4, 'VIP4', 'Platinum', 100000000, 80, 10, 100000000, 150, 100000),
      (5, 'VIP5', 'Diamond', 500000000, 100, 20, 500000000, 200, 300000)`.execute(db)
  const name = (en: string, ty: string, cn: string, th: string, vi: string) => JSON.stringify({ en, ty, cn, th, vi })
  await sql`
    INSERT INTO point_rewards (kind, name, points, credit_minor, bet_requirement, stock, member_limit, sort) VALUES
      ('credit', ${name('10.00 bonus credit', '10.00 na bonus credit', '10.00 奖金', 'โบนัส 10.00', 'Tiền thưởng 10.00')}::jsonb, 100, 1000, 0, NULL, NULL, 1),
      ('credit', ${name('100.00 bonus credit', '100.00 na bonus credit', '100.00 奖金', 'โบนัส 100.00', 'Tiền thưởng 100.00')}::jsonb, 900, 10000, 1000000, NULL, NULL, 2),
      ('item', ${name('Branded T-shirt', 'T-shirt na may tatak', '品牌T恤', 'เสื้อยืดแบรนด์', 'Áo thun thương hiệu')}::jsonb, 2000, NULL, 5000000, 100, 1, 3),
      ('item', ${name('Smartphone', 'Smartphone', '智能手机', 'สมาร์ทโฟน', 'Điện thoại thông minh')}::jsonb, 50000, NULL, 100000000, 5, 1, 4)`.execute(db)
}
