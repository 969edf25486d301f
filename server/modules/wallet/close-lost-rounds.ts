/**
 * Many lost rounds closed at once: each of `rounds` whose bet is open and the member's, and whose
 * `-win` call is not journalled, is settled with no win (settled_at now()), in one statement
 * whatever their number. No money moves, so no ledger posting, balance or protection counter
 * changes, and no wallet account is locked: it never waits on a player's call. What it leaves is what a credit of 0 through seamless_credit leaves, without the
 * journal row answering that call (no call was made: a losing lottery ticket gets no credit).
 *
 * Rounds are locked in the order given (the lottery gives them in ticket id order), so two
 * processes closing overlapping sets in one order wait, not deadlock; a round already settled or
 * rolled back is left alone (the guard on `open` makes each round close once). Call inside a
 * transaction.
 * lottery-settle-batch.property.test.ts (in the lottery, its user) checks it against seamless_credit.
 */
import { sql, type Transaction } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { lockedBetOfRound } from './locked-bet.ts'

export interface LostRound { readonly vendor: string; readonly txId: string; readonly playerId: number; readonly roundId: string }

/** Closes the open rounds of `rounds` as lost (see above); returns the indexes (into `rounds`) of those it closed. */
export const closeLostRounds = async (trx: Transaction<Database>, rounds: ReadonlyArray<LostRound>): Promise<number[]> => {
  if (rounds.length === 0) return []
  const closed = (await sql<{ n: number }>`
    WITH v AS (
      SELECT * FROM unnest(${rounds.map((r) => r.vendor)}::text[], ${rounds.map((r) => r.txId)}::text[], ${rounds.map((r) => r.playerId)}::int[],
        ${rounds.map((r) => r.roundId)}::text[]) WITH ORDINALITY AS v(vendor, tx_id, member_id, round_id, n)),
    open AS (
      SELECT b.id, v.n FROM v ${lockedBetOfRound}
       WHERE b.member_id = v.member_id AND b.status = 'open'
         AND NOT EXISTS (SELECT 1 FROM seamless_transactions s WHERE s.vendor = v.vendor AND s.tx_id = v.tx_id))
    UPDATE bets b SET status = 'settled', settled_at = now() FROM open o WHERE b.id = o.id AND b.status = 'open'
    RETURNING o.n::int AS n`.execute(trx)).rows
  return closed.map((r) => r.n - 1).sort((x, y) => x - y)
}
