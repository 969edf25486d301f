/**
 * 0032: the house fish hunter. Its shots are kept like slot rounds (the seed and nonce that
 * decided them, for verification), and the catalogue's FISH titles are played by it rather
 * than by the slot.
 */
import { sql, type Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>

export async function up(db: AnyDb): Promise<void> {
  await sql`
    CREATE TABLE fish_shots (
      round_id text PRIMARY KEY,
      member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      game_id text NOT NULL,
      seed_id bigint NOT NULL REFERENCES fair_seeds(id),
      client_seed text NOT NULL,
      nonce integer NOT NULL,
      stake bigint NOT NULL,
      fish text NOT NULL,
      multiplier integer NOT NULL,
      rtp_bp integer NOT NULL,
      draw bigint NOT NULL,
      win bigint NOT NULL,
      status text NOT NULL CHECK (status IN ('settled', 'refused')),
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db)
  await sql`CREATE INDEX fish_shots_member ON fish_shots (member_id, created_at DESC)`.execute(db)
  await sql`UPDATE games SET house_game = 'fish' WHERE game_type = 'FISH'`.execute(db)
}
