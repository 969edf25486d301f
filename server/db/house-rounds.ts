/**
 * Whether a bet (the `bets` row aliased `b`) is a house round kept for verification: a slot
 * round, a fish shot, a live-table slip, a sportsbook bet or an e-lottery ticket of the same member. The records link such a bet to
 * /house/verify, which sends it to its game's verification page.
 */
import { sql } from 'kysely'

export const houseRoundKept = sql<boolean>`(
  EXISTS (SELECT 1 FROM slot_rounds s WHERE s.round_id = b.round_id AND s.member_id = b.member_id)
  OR EXISTS (SELECT 1 FROM fish_shots f WHERE f.round_id = b.round_id AND f.member_id = b.member_id)
  OR EXISTS (SELECT 1 FROM table_bets tb WHERE tb.bet_id = b.round_id AND tb.member_id = b.member_id)
  OR EXISTS (SELECT 1 FROM sports_bets sb WHERE sb.bet_id = b.round_id AND sb.member_id = b.member_id)
  OR EXISTS (SELECT 1 FROM lottery_tickets lt WHERE lt.ticket_id = b.round_id AND lt.member_id = b.member_id))`
