/**
 * 0038: the house lottery draws (server/providers/house/lottery-*.ts). A draw is a row from when
 * anyone first looks at it or buys a ticket on it: its server seed (sealed until drawn, its hash
 * shown from the start), its times, and once drawn the previous draw's result it used and its
 * own result. A ticket (one or more bets on one draw) is one wallet round in `lottery_tickets`,
 * its bets in `lottery_bets`; `lottery_exposure` holds what each selection of a draw may pay at
 * most, raised by a conditional upsert so concurrent tickets cannot pass the limit.
 */
import { sql, type Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>

export async function up(db: AnyDb): Promise<void> {
  await sql`
    CREATE TABLE lottery_draws (
      draw_id text PRIMARY KEY,
      game text NOT NULL,
      draw_no bigint NOT NULL,
      server_seed text NOT NULL,
      server_seed_hash text NOT NULL,
      closes_at timestamptz NOT NULL,
      draw_at timestamptz NOT NULL,
      status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'drawn', 'cancelled')),
      prev_draw_no bigint,
      prev_result text,
      result text,
      lease_owner text,
      lease_until timestamptz,
      drawn_at timestamptz,
      UNIQUE (game, draw_no)
    )`.execute(db)
  await sql`CREATE INDEX lottery_draws_due ON lottery_draws (draw_at) WHERE status = 'open'`.execute(db)
  await sql`
    CREATE TABLE lottery_tickets (
      ticket_id text PRIMARY KEY,
      draw_id text NOT NULL REFERENCES lottery_draws(draw_id) ON DELETE CASCADE,
      member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      game_id text NOT NULL,
      stake bigint NOT NULL CHECK (stake > 0),
      win bigint,
      status text NOT NULL CHECK (status IN ('pending', 'placed', 'paying', 'refused', 'void', 'settled')),
      created_at timestamptz NOT NULL DEFAULT now(),
      settled_at timestamptz
    )`.execute(db)
  await sql`CREATE INDEX lottery_tickets_member ON lottery_tickets (member_id, created_at DESC)`.execute(db)
  await sql`CREATE INDEX lottery_tickets_draw ON lottery_tickets (draw_id)`.execute(db)
  await sql`
    CREATE TABLE lottery_bets (
      ticket_id text NOT NULL REFERENCES lottery_tickets(ticket_id) ON DELETE CASCADE,
      bet_no smallint NOT NULL,
      selection text NOT NULL,
      stake bigint NOT NULL CHECK (stake > 0),
      odds integer NOT NULL CHECK (odds > 100),
      win bigint,
      PRIMARY KEY (ticket_id, bet_no)
    )`.execute(db)
  await sql`
    CREATE TABLE lottery_exposure (
      draw_id text NOT NULL REFERENCES lottery_draws(draw_id) ON DELETE CASCADE,
      selection text NOT NULL,
      payout bigint NOT NULL CHECK (payout >= 0),
      PRIMARY KEY (draw_id, selection)
    )`.execute(db)
}
