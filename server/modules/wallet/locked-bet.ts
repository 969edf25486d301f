import { sql } from 'kysely'

/**
 * `CROSS JOIN LATERAL … b`: the bet of each row of `v` (its `vendor` and `round_id`), found by its
 * key and locked, in `v`'s order. As a plain join, planned on stale statistics (on embedded PGlite
 * they are refreshed only by the server's maintenance tick), it hashed every open bet on each call.
 */
export const lockedBetOfRound = sql`CROSS JOIN LATERAL (
  SELECT b.id, b.wallet_id, b.game_id, b.member_id, b.status, b.stake FROM bets b
   WHERE b.vendor = v.vendor AND b.round_id = v.round_id LIMIT 1 FOR UPDATE) b`
