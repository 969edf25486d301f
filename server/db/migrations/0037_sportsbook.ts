/**
 * 0037: the house sportsbook (SPORTS titles other than the cockfight vendor's, and ESPORTS
 * titles). A fixture is a row from when anyone first looks at it or bets on it: its server seed
 * (sealed until the fixture is settled, its hash shown from the start), its times, and once
 * settled its result. A bet (a single or a parlay) is one wallet round in `sports_bets`, its
 * selections in `sports_legs`; `sports_exposure` holds each member's stake on bets not yet
 * settled, raised by a conditional upsert so concurrent bets cannot pass the limit. A bet whose win is decided
 * (its fixtures settled, or cashed out) is `paying` until the wallet's credit is done.
 */
import { sql, type Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>

export async function up(db: AnyDb): Promise<void> {
  await sql`
    CREATE TABLE sports_fixtures (
      fixture_id text PRIMARY KEY,
      league_id text NOT NULL,
      slot_no bigint NOT NULL,
      home text NOT NULL,
      away text NOT NULL,
      server_seed text NOT NULL,
      server_seed_hash text NOT NULL,
      opens_at timestamptz NOT NULL,
      kickoff_at timestamptz NOT NULL,
      ends_at timestamptz NOT NULL,
      status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'settled')),
      result jsonb,
      lease_owner text,
      lease_until timestamptz,
      settled_at timestamptz,
      UNIQUE (league_id, slot_no)
    )`.execute(db)
  await sql`CREATE INDEX sports_fixtures_due ON sports_fixtures (ends_at) WHERE status = 'open'`.execute(db)
  await sql`
    CREATE TABLE sports_bets (
      bet_id text PRIMARY KEY,
      member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      game_id text NOT NULL,
      stake bigint NOT NULL CHECK (stake > 0),
      odds integer NOT NULL CHECK (odds > 100),
      max_win bigint NOT NULL CHECK (max_win >= 0),
      win bigint,
      status text NOT NULL CHECK (status IN ('pending', 'placed', 'paying', 'refused', 'void', 'settled')),
      cashed_out boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      settled_at timestamptz
    )`.execute(db)
  await sql`CREATE INDEX sports_bets_member ON sports_bets (member_id, created_at DESC)`.execute(db)
  await sql`CREATE INDEX sports_bets_open ON sports_bets (created_at) WHERE status IN ('pending', 'placed', 'paying')`.execute(db)
  await sql`
    CREATE TABLE sports_legs (
      bet_id text NOT NULL REFERENCES sports_bets(bet_id) ON DELETE CASCADE,
      leg_no smallint NOT NULL,
      fixture_id text NOT NULL REFERENCES sports_fixtures(fixture_id) ON DELETE CASCADE,
      selection text NOT NULL,
      odds integer NOT NULL CHECK (odds > 100),
      line2 integer,
      won boolean,
      PRIMARY KEY (bet_id, leg_no)
    )`.execute(db)
  await sql`CREATE INDEX sports_legs_fixture ON sports_legs (fixture_id)`.execute(db)
  await sql`
    CREATE TABLE sports_exposure (
      member_id integer PRIMARY KEY REFERENCES members(id) ON DELETE CASCADE,
      open_stake bigint NOT NULL CHECK (open_stake >= 0)
    )`.execute(db)
  await sql`UPDATE games SET house_game = 'sports' WHERE game_type IN ('SPORTS', 'ESPORTS') AND vassalage <> 'DS88'`.execute(db)
}
