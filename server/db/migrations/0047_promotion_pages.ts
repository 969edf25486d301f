/**
 * 0047: the promotion pages (/promotions, /promoDetail) and raffles.
 * - `promotions` gains what the pages show: a banner (a site path or an https address), an
 *   HTML body per language (sanitised by the SPA before it shows), the lowest VIP level that
 *   may take part, an order; and a third kind, `raffle`: members take a ticket
 *   (MCS2_claimRafflePromotion), the operator draws `winners` of them, each paid `reward`.
 * - `raffle_draws`: one row per raffle, made before the first ticket: its server seed sealed
 *   under the secrets key and the seed's SHA-256 published; the draw reveals the seed, so
 *   anyone can recompute the winning tickets from it and the list of tickets.
 * - `raffle_entries`: one ticket per member and raffle (the unique key), its outcome and the
 *   ledger transaction that paid a winner.
 */
import { sql, type Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>

const LOCALIZED_CHECK = (column: string) =>
  sql.raw(`jsonb_typeof(${column}) = 'object' AND ${column} ?& array['ty', 'en', 'cn', 'th', 'vi']`)

export async function up(db: AnyDb): Promise<void> {
  // The checks 0022 wrote about the kind (unnamed there, so found by their text) give way to named ones with the raffle.
  const checks = await sql<{ conname: string }>`
    SELECT conname FROM pg_constraint
    WHERE conrelid = 'promotions'::regclass AND contype = 'c' AND pg_get_constraintdef(oid) LIKE '%kind%'`.execute(db)
  for (const { conname } of checks.rows) await sql`ALTER TABLE promotions DROP CONSTRAINT ${sql.id(conname)}`.execute(db)
  await sql`
    ALTER TABLE promotions
      ADD COLUMN banner text CHECK (banner IS NULL OR (char_length(banner) <= 500 AND banner ~ '^(https://|/)[^[:space:]"''<>]+$')),
      ADD COLUMN body jsonb CHECK (body IS NULL OR (${LOCALIZED_CHECK('body')})),
      ADD COLUMN min_vip_level integer NOT NULL DEFAULT 0 CHECK (min_vip_level >= 0 AND min_vip_level <= 100),
      ADD COLUMN winners integer CHECK (winners IS NULL OR (winners >= 1 AND winners <= 1000)),
      ADD COLUMN sort integer NOT NULL DEFAULT 0,
      ADD CONSTRAINT promotions_kind_check CHECK (kind IN ('promotion', 'rebate', 'raffle')),
      ADD CONSTRAINT promotions_reward_kind_check CHECK ((kind IN ('promotion', 'raffle')) = (reward IS NOT NULL)),
      ADD CONSTRAINT promotions_rate_kind_check CHECK ((kind = 'rebate') = (rate_bp IS NOT NULL)),
      ADD CONSTRAINT promotions_winners_kind_check CHECK ((kind = 'raffle') = (winners IS NOT NULL))`.execute(db)

  await sql`
    CREATE TABLE raffle_draws (
      promotion_id integer PRIMARY KEY REFERENCES promotions(id),
      -- sealed under the secrets key until the draw, in clear after it
      server_seed text NOT NULL,
      server_seed_hash text NOT NULL CHECK (server_seed_hash ~ '^[0-9a-f]{64}$'),
      status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'drawn')),
      entrants integer CHECK (entrants IS NULL OR entrants >= 0),
      winning_tickets jsonb,
      drawn_by text,
      drawn_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK ((status = 'drawn') = (drawn_at IS NOT NULL AND entrants IS NOT NULL AND winning_tickets IS NOT NULL))
    )`.execute(db)
  await sql`
    CREATE TABLE raffle_entries (
      id bigserial PRIMARY KEY,
      promotion_id integer NOT NULL REFERENCES raffle_draws(promotion_id),
      member_id integer NOT NULL REFERENCES members(id),
      status text NOT NULL DEFAULT 'joined' CHECK (status IN ('joined', 'won', 'lost')),
      prize bigint NOT NULL DEFAULT 0 CHECK (prize >= 0),
      tx_id bigint,
      entered_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (promotion_id, member_id),
      CHECK ((status = 'won') = (tx_id IS NOT NULL))
    )`.execute(db)
  await sql`CREATE INDEX raffle_entries_promotion_idx ON raffle_entries (promotion_id, id)`.execute(db)
}
