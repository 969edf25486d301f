/**
 * 0033: the house's shared tables (LIVE titles: baccarat and roulette). A round of a table is
 * a row from when anyone first looks at it or bets on it: its server seed (sealed until the
 * round is settled, its hash shown from the start), its times, and once settled its result.
 * A member's stake on a round is capped in `table_stakes` (one row per member and round,
 * raised by a conditional update); each slip of bets is one wallet round in `table_bets`.
 * LIVE titles are played by these tables: a roulette title by roulette, every other by baccarat.
 */
import { sql, type Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>

export async function up(db: AnyDb): Promise<void> {
  await sql`
    CREATE TABLE table_rounds (
      round_id text PRIMARY KEY,
      table_id text NOT NULL,
      engine text NOT NULL,
      round_no bigint NOT NULL,
      server_seed text NOT NULL,
      server_seed_hash text NOT NULL,
      opens_at timestamptz NOT NULL,
      closes_at timestamptz NOT NULL,
      result_at timestamptz NOT NULL,
      status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'settled')),
      result jsonb,
      lease_owner text,
      lease_until timestamptz,
      settled_at timestamptz,
      UNIQUE (table_id, round_no)
    )`.execute(db)
  await sql`CREATE INDEX table_rounds_due ON table_rounds (result_at) WHERE status = 'open'`.execute(db)
  await sql`CREATE INDEX table_rounds_recent ON table_rounds (table_id, round_no DESC) WHERE status = 'settled'`.execute(db)
  await sql`
    CREATE TABLE table_stakes (
      round_id text NOT NULL REFERENCES table_rounds(round_id) ON DELETE CASCADE,
      member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      staked bigint NOT NULL CHECK (staked >= 0),
      PRIMARY KEY (round_id, member_id)
    )`.execute(db)
  await sql`
    CREATE TABLE table_bets (
      bet_id text PRIMARY KEY,
      round_id text NOT NULL REFERENCES table_rounds(round_id) ON DELETE CASCADE,
      member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      game_id text NOT NULL,
      spots jsonb NOT NULL,
      stake bigint NOT NULL CHECK (stake > 0),
      win bigint,
      status text NOT NULL CHECK (status IN ('pending', 'placed', 'refused', 'void', 'settled')),
      created_at timestamptz NOT NULL DEFAULT now(),
      settled_at timestamptz
    )`.execute(db)
  await sql`CREATE INDEX table_bets_round ON table_bets (round_id)`.execute(db)
  await sql`CREATE INDEX table_bets_member ON table_bets (member_id, created_at DESC)`.execute(db)
  await sql`UPDATE games SET house_game = CASE WHEN name ILIKE '%roulette%' THEN 'roulette' ELSE 'baccarat' END WHERE game_type = 'LIVE'`.execute(db)
}
