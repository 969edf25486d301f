/**
 * Settles a part of a drawn draw's tickets set-based, winners and losers alike: the lottery draw
 * job's fast path (lottery-draws.ts settleReadyTickets).
 *
 * Why: settling ticket by ticket cost three statements each (claim, the wallet's credit, close);
 * closing only the losers set-based and crediting the winners one by one through the wallet
 * still settled some 1,500 to 1,900 tickets/s, so a 100,000-ticket draw took nearly a minute.
 * Here a part costs four statements whatever its size, in one transaction per wallet lane:
 *
 * 1. One SELECT … FOR UPDATE takes every ticket of the part still to pay (`placed` on a drawn
 *    draw, or `paying`: left so by another run, its win decided then), in ticket id order, with
 *    its win (the sum of its bets' decided returns); a second process's lock waits, then finds
 *    the ticket settled and skips it.
 * 2. The wallet's creditRounds writes, for each of them in the part's order, what
 *    seamless_credit(vendor, `<ticket>-win`, member, ticket, win) would leave: the bet settled,
 *    the journal row answering the balance, and for a win the ledger posting, balances and
 *    protection counters (two statements: lock, write). A loser is a credit of 0: no money
 *    moves, no ledger entry.
 * 3. One UPDATE writes each ticket's win and status: `settled` if credited, else `paying`.
 *
 * The transaction runs in the wallet's lane of its members (wallet.inLanes: on PostgreSQL a part
 * splits into one transaction per lane), alone in the lane's turn: it locks member wallets and
 * house shards that the lane's groups of calls lock in another order, which on PostgreSQL
 * deadlocked with them when a transaction spanned both lanes.
 *
 * A crash rolls the transaction back: its tickets stay as they were, to be taken again. A ticket
 * whose round is not plain (credited already by a run that died before closing it, settled or
 * rolled back otherwise, or its win past the round's limit) stays `paying` and is credited
 * through the wallet's own path (seamless_credit, idempotent by `<ticket>-win`), then closed;
 * a credit the wallet refuses leaves its ticket `paying`, reported, for a person.
 * lottery-settle-batch.property.test.ts checks creditRounds against seamless_credit.
 */
import { sql, type Kysely, type Transaction } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { creditRounds, type SeamlessWallet } from '../../modules/wallet/index.ts'

export interface BatchTicket { readonly ticket_id: string; readonly member_id: number; readonly vassalage: string }

interface Due { readonly ticketId: string; readonly memberId: number; readonly win: number; readonly vendor: string }

/** Step 1: the tickets of `ids` still to pay (placed on a drawn draw, or paying), locked in id order, each with its win (decided now, or when it was left paying). */
const lockTickets = async (trx: Transaction<Database>, ids: ReadonlyArray<string>) =>
  ids.length === 0 ? [] : (await sql<{ ticket_id: string; win: string }>`
    SELECT t.ticket_id, CASE WHEN t.status = 'paying' THEN t.win ELSE (SELECT coalesce(sum(b.win), 0) FROM lottery_bets b WHERE b.ticket_id = t.ticket_id) END AS win
      FROM lottery_tickets t
     WHERE t.ticket_id = ANY(${ids}::text[])
       AND (t.status = 'paying' OR (t.status = 'placed' AND EXISTS (SELECT 1 FROM lottery_draws d WHERE d.draw_id = t.draw_id AND d.status = 'drawn')))
     ORDER BY t.ticket_id
       FOR UPDATE OF t`.execute(trx)).rows

/** Step 3: each ticket `settled` (credited) or `paying` (left for the wallet's own credit), with its win. */
const markTickets = async (trx: Transaction<Database>, marks: ReadonlyArray<{ ticketId: string; settled: boolean; win: number }>, at: Date) => {
  if (marks.length === 0) return
  await sql`
    UPDATE lottery_tickets AS t SET status = v.status, win = v.win, settled_at = CASE WHEN v.status = 'settled' THEN ${at}::timestamptz END
      FROM unnest(${marks.map((m) => m.ticketId)}::text[], ${marks.map((m) => (m.settled ? 'settled' : 'paying'))}::text[], ${marks.map((m) => m.win)}::bigint[]) AS v(ticket_id, status, win)
     WHERE t.ticket_id = v.ticket_id`.execute(trx)
}

/** What closing the tickets the wallet credited itself (`paying` to `settled`) paid. */
const closePaying = async (db: Kysely<Database>, ids: ReadonlyArray<string>, at: Date): Promise<number> => {
  if (ids.length === 0) return 0
  const closed = await db.updateTable('lottery_tickets').set({ status: 'settled', settled_at: at })
    .where('ticket_id', 'in', ids).where('status', '=', 'paying').returning('win').execute()
  return closed.reduce((a, r) => a + Number(r.win), 0)
}

/** Steps 1 to 3 for the tickets of one lane, in one transaction: what they paid and the tickets left `paying` for the wallet's own credit. */
const settleInLane = (db: Kysely<Database>, tickets: ReadonlyArray<BatchTicket>, at: Date) => db.transaction().execute(async (trx) => {
  const wins = new Map((await lockTickets(trx, tickets.map((t) => t.ticket_id))).map((r) => [r.ticket_id, Number(r.win)]))
  // In the part's order (the order the credits are written in).
  const due: Due[] = tickets.flatMap((t) => {
    const win = wins.get(t.ticket_id)
    return win === undefined ? [] : [{ ticketId: t.ticket_id, memberId: t.member_id, win, vendor: t.vassalage }]
  })
  const credited = new Set(await creditRounds(trx, due.map((d) => ({ vendor: d.vendor, txId: `${d.ticketId}-win`, playerId: d.memberId, roundId: d.ticketId, amount: d.win }))))
  await markTickets(trx, due.map((d, i) => ({ ticketId: d.ticketId, settled: credited.has(i), win: d.win })), at)
  return { paid: due.reduce((a, d, i) => a + (credited.has(i) ? d.win : 0), 0), left: due.filter((_, i) => !credited.has(i)) }
})

/**
 * Settles the tickets of `part` not settled yet (see above); returns what it paid and the
 * tickets whose credit the wallet refused. Throws when a lane's transaction fails (nothing of
 * that lane done): the caller then settles the part ticket by ticket.
 */
export const settleBatch = async (db: Kysely<Database>, wallet: SeamlessWallet, part: ReadonlyArray<BatchTicket>, at: Date): Promise<{ paid: number; failed: string[] }> => {
  const lanes = await wallet.inLanes([...new Set(part.map((t) => t.member_id))], (members) => {
    const mine = new Set(members)
    return settleInLane(db, part.filter((t) => mine.has(t.member_id)), at)
  })
  let paid = lanes.reduce((a, l) => a + l.paid, 0)
  const left = lanes.flatMap((l) => l.left)
  if (left.length === 0) return { paid, failed: [] }
  // The rounds that were not plain: each through the wallet's own credit, which answers it once.
  const failed: string[] = []
  const credited: string[] = []
  await Promise.all(left.map(async (t) => {
    const answer = await wallet.credit({ vendor: t.vendor, playerId: t.memberId, txId: `${t.ticketId}-win`, roundId: t.ticketId, amount: t.win }).catch(() => null)
    if (answer && (answer.ok || answer.code === 'ROUND_SETTLED')) credited.push(t.ticketId)
    else failed.push(t.ticketId)
  }))
  paid += await closePaying(db, credited, at)
  return { paid, failed }
}
