/**
 * Settles a part of a drawn draw's tickets set-based: the lottery draw job's fast path
 * (lottery-draws.ts settleReadyTickets).
 *
 * Why: settling ticket by ticket cost three statements each (claim, the wallet's credit, close),
 * each a round trip and a commit: about 400 tickets/s (151 on this loaded machine), so a
 * 100,000-ticket draw took minutes. Here a part costs a few statements whatever its size:
 *
 * 1. One transaction: one conditional UPDATE claims every ticket of the part still `placed`,
 *    deciding its win (the sum of its bets' decided returns) and marking it `paying`; whoever
 *    updates a ticket first claims it (a second process's UPDATE waits on the row lock, then
 *    finds it claimed and skips it). In the same transaction the losers (most tickets), which
 *    pay nothing, are closed: no money moves and no ledger entry is due, so what a zero
 *    seamless_credit would leave is written set-based (closeLostRounds: the bet row `settled`,
 *    so records, rebates and points see it like any other bet; the journal row, so a replay
 *    answers it), and the tickets `settled`. Only the plain case is done so (the round open, this
 *    member's, no journal row yet); any other makes the part fall back to ticket by ticket.
 *    lottery-settle-batch.property.test.ts checks it leaves exactly what seamless_credit leaves.
 * 2. The winners (and tickets left `paying` by a process that died) are credited through the
 *    wallet's own path (seamless_credit, `<ticket>-win`, idempotent by its id: the same round
 *    rules and ledger posting as any credit), all at once, so the wallet's lanes group them into
 *    a few statements. Not in the transaction of step 1: on PostgreSQL a transaction crediting
 *    members of both lanes locks house accounts in another order than the lanes' groups and
 *    deadlocks with them (measured: p99 1 s, the deadlock timeout); the lanes keep each member's
 *    and house account's calls in one queue.
 * 3. One conditional UPDATE closes the credited tickets (`paying` to `settled`).
 *
 * A crash between the steps leaves winners `paying` with their win decided; the next run credits
 * them again, which the journal answers with the first answer, and closes them: each credit once.
 * A credit the wallet refuses leaves its ticket `paying`, reported, for a person; the others go on.
 */
import { sql, type Kysely, type Transaction } from 'kysely'
import type { Database } from '../../db/schema.ts'
import type { SeamlessWallet } from '../../modules/wallet/index.ts'

export interface BatchTicket { readonly ticket_id: string; readonly member_id: number; readonly status: string; readonly win: string | null; readonly vassalage: string }

/** Step 1 met a round that is not plainly open: the part is undone and settled ticket by ticket. */
export class NotPlainRound extends Error {}

/** Step 1's claim: each ticket still placed on a drawn draw, `paying` with its decided win. */
const claimTickets = async (trx: Transaction<Database>, ids: ReadonlyArray<string>) =>
  ids.length === 0 ? [] : (await sql<{ ticket_id: string; member_id: number; win: string }>`
    UPDATE lottery_tickets AS t SET status = 'paying', win = (SELECT coalesce(sum(b.win), 0) FROM lottery_bets b WHERE b.ticket_id = t.ticket_id)
    WHERE t.ticket_id = ANY(${ids}::text[]) AND t.status = 'placed'
      AND EXISTS (SELECT 1 FROM lottery_draws d WHERE d.draw_id = t.draw_id AND d.status = 'drawn')
    RETURNING t.ticket_id, t.member_id, t.win`.execute(trx)).rows

/**
 * What seamless_credit(vendor, `<ticket>-win`, member, ticket, 0) leaves, for many rounds in one
 * statement: each round's open bet of this member settled (win + 0, settled_at now()) and the
 * call journalled as ok, answering the wallet's balance. Only rounds whose bet is open and whose
 * journal row does not exist are done; returns how many, so the caller sees any other case.
 */
export const closeLostRounds = async (trx: Transaction<Database>, rounds: ReadonlyArray<{ vendor: string; ticketId: string; memberId: number }>): Promise<number> => {
  if (rounds.length === 0) return 0
  const r = await sql<{ n: number }>`
    WITH lost AS (
      SELECT v.vendor, v.round_id, v.member_id FROM unnest(${rounds.map((x) => x.vendor)}::text[], ${rounds.map((x) => x.ticketId)}::text[],
        ${rounds.map((x) => x.memberId)}::int[]) AS v(vendor, round_id, member_id)
      WHERE NOT EXISTS (SELECT 1 FROM seamless_transactions s WHERE s.vendor = v.vendor AND s.tx_id = v.round_id || '-win')),
    closed AS (
      UPDATE bets AS b SET win = b.win + 0, status = 'settled', settled_at = now() FROM lost
      WHERE b.vendor = lost.vendor AND b.round_id = lost.round_id AND b.member_id = lost.member_id AND b.status = 'open'
      RETURNING b.vendor, b.round_id, b.member_id, b.wallet_id),
    journal AS (
      INSERT INTO seamless_transactions (vendor, tx_id, kind, member_id, round_id, amount, status, response)
      SELECT c.vendor, c.round_id || '-win', 'credit', c.member_id, c.round_id, 0, 'ok', seamless_answer(true, NULL, w.balance)
        FROM closed c JOIN wallet_accounts w ON w.id = c.wallet_id
      RETURNING 1)
    SELECT count(*)::int AS n FROM journal`.execute(trx)
  return r.rows[0]!.n
}

/**
 * Settles the tickets of `part` not settled yet (see above); returns what it paid, the tickets
 * whose credit the wallet refused, and throws (nothing done) when step 1 meets a round that is
 * not plainly open: the caller then settles the part ticket by ticket.
 */
export const settleBatch = async (db: Kysely<Database>, wallet: SeamlessWallet, part: ReadonlyArray<BatchTicket>, at: Date): Promise<{ paid: number; failed: string[] }> => {
  const byId = new Map(part.map((t) => [t.ticket_id, t]))
  const claimed = await db.transaction().execute(async (trx) => {
    const rows = await claimTickets(trx, part.filter((t) => t.status === 'placed').map((t) => t.ticket_id))
    const losers = rows.filter((t) => Number(t.win) === 0)
    const lost = await closeLostRounds(trx, losers.map((t) => ({ vendor: byId.get(t.ticket_id)!.vassalage, ticketId: t.ticket_id, memberId: t.member_id })))
    if (lost !== losers.length) throw new NotPlainRound('a losing ticket\'s round was not plainly open: settled one by one')
    if (losers.length > 0) {
      await trx.updateTable('lottery_tickets').set({ status: 'settled', settled_at: at })
        .where('ticket_id', 'in', losers.map((t) => t.ticket_id)).where('status', '=', 'paying').execute()
    }
    return rows.filter((t) => Number(t.win) > 0)
  })
  // Winners claimed now, and tickets another run left paying (their win decided then).
  const toCredit = [
    ...claimed.map((t) => ({ ticketId: t.ticket_id, memberId: t.member_id, win: Number(t.win) })),
    ...part.filter((t) => t.status === 'paying').map((t) => ({ ticketId: t.ticket_id, memberId: t.member_id, win: Number(t.win) })),
  ]
  const failed: string[] = []
  const credited: typeof toCredit = []
  await Promise.all(toCredit.map(async (t) => {
    const vendor = byId.get(t.ticketId)!.vassalage
    const answer = await wallet.credit({ vendor, playerId: t.memberId, txId: `${t.ticketId}-win`, roundId: t.ticketId, amount: t.win }).catch(() => null)
    if (answer && (answer.ok || answer.code === 'ROUND_SETTLED')) credited.push(t)
    else failed.push(t.ticketId)
  }))
  if (credited.length === 0) return { paid: 0, failed }
  const closed = await db.updateTable('lottery_tickets').set({ status: 'settled', settled_at: at })
    .where('ticket_id', 'in', credited.map((t) => t.ticketId)).where('status', '=', 'paying').returning('win').execute()
  return { paid: closed.reduce((a, r) => a + Number(r.win), 0), failed }
}
