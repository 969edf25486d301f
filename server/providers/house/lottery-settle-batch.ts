/**
 * Settles a drawn draw's tickets set-based, a part at a time: the lottery draw job's fast path
 * (lottery-draws.ts settlePage). Two kinds of part, which the job runs side by side:
 *
 * closeLosers, the losing tickets (placed, no bet of theirs won): no money moves, so no account
 * lock. One conditional UPDATE marks them `settled` with a win of 0; the wallet's
 * closeLostRounds closes their rounds as lost (no credit call, so no journal row).
 *
 * settleBatch, every other ticket still to pay, four statements whatever the part's size:
 *
 * 1. One SELECT … FOR UPDATE takes every ticket of the part still to pay (`placed` on a drawn
 *    draw, or `paying`: left so by another run, its win decided then), in ticket id order, with
 *    its win (the sum of its bets' decided returns); a second process's lock waits, then finds
 *    the ticket settled and skips it.
 * 2. The wallet's creditRounds writes, for each of them in the part's order, what
 *    seamless_credit(vendor, `<ticket>-win`, member, ticket, win) would leave: the bet settled,
 *    the journal row answering the balance, and for a win the ledger posting, balances and
 *    protection counters (two statements: lock, write).
 * 3. One UPDATE writes each ticket's win and status: `settled` if credited, else `paying`.
 *
 * Why: settling ticket by ticket cost three statements each (claim, the wallet's credit, close),
 * so a 100,000-ticket draw took nearly a minute; losers, about three quarters of a draw, need no
 * credit (docs/performance-history.md has the figures).
 *
 * Both run in the wallet's lane of their members (wallet.inLanes: on PostgreSQL a part splits
 * into one transaction per lane), alone in the lane's turn. settleBatch locks member wallets and
 * house shards that the lane's groups of calls lock in another order, which on PostgreSQL
 * deadlocked with them when a transaction spanned both lanes; closeLosers locks no row a
 * player's call locks, but on embedded PGlite a transaction holds the only connection, and the
 * lane's turn keeps players' calls from queueing behind a run of them.
 *
 * A crash rolls the transaction back: its tickets stay as they were, to be taken again. A ticket
 * whose round is not plain (credited already by a run that died before closing it, settled or
 * rolled back otherwise, or its win past the round's limit) stays `paying` and is credited
 * through the wallet's own path (seamless_credit, idempotent by `<ticket>-win`), then closed;
 * a credit the wallet refuses leaves its ticket `paying`, reported, for a person.
 * lottery-settle-batch.property.test.ts checks creditRounds and closeLostRounds against seamless_credit.
 */
import { sql, type Kysely, type Transaction } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { closeLostRounds, creditRounds, type SeamlessWallet } from '../../modules/wallet/index.ts'

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

/** Runs `work` once per wallet lane holding any of `tickets`, alone in the lane's turn, with that lane's tickets. */
const perLane = <T>(wallet: SeamlessWallet, tickets: ReadonlyArray<BatchTicket>, work: (mine: BatchTicket[]) => Promise<T>) =>
  wallet.inLanes([...new Set(tickets.map((t) => t.member_id))], (members) => {
    const mine = new Set(members)
    return work(tickets.filter((t) => mine.has(t.member_id)))
  })

/** The tickets the batch could not credit itself (their round not plain): each through the wallet's own credit, which answers it once, then closed. */
const creditLeft = async (db: Kysely<Database>, wallet: SeamlessWallet, left: ReadonlyArray<Due>, at: Date): Promise<{ paid: number; failed: string[] }> => {
  if (left.length === 0) return { paid: 0, failed: [] }
  const failed: string[] = []
  const credited: string[] = []
  await Promise.all(left.map(async (t) => {
    const answer = await wallet.credit({ vendor: t.vendor, playerId: t.memberId, txId: `${t.ticketId}-win`, roundId: t.ticketId, amount: t.win }).catch(() => null)
    if (answer && (answer.ok || answer.code === 'ROUND_SETTLED')) credited.push(t.ticketId)
    else failed.push(t.ticketId)
  }))
  return { paid: await closePaying(db, credited, at), failed }
}

/**
 * Settles the tickets of `part` not settled yet (see above); returns what it paid and the
 * tickets whose credit the wallet refused. Throws when a lane's transaction fails (nothing of
 * that lane done): the caller then settles the part ticket by ticket.
 */
export const settleBatch = async (db: Kysely<Database>, wallet: SeamlessWallet, part: ReadonlyArray<BatchTicket>, at: Date): Promise<{ paid: number; failed: string[] }> => {
  const lanes = await perLane(wallet, part, (mine) => settleInLane(db, mine, at))
  const left = await creditLeft(db, wallet, lanes.flatMap((l) => l.left), at)
  return { paid: lanes.reduce((a, l) => a + l.paid, 0) + left.paid, failed: left.failed }
}

/** closeLosers' transaction for the tickets of one lane: those whose round was not open (left `paying`). */
const closeInLane = (db: Kysely<Database>, tickets: ReadonlyArray<BatchTicket>, at: Date) => db.transaction().execute(async (trx) => {
  const byId = new Map(tickets.map((t) => [t.ticket_id, t]))
  const taken = (await sql<{ ticket_id: string }>`
    UPDATE lottery_tickets AS t SET status = 'settled', win = 0, settled_at = ${at}::timestamptz
     WHERE t.ticket_id = ANY(${tickets.map((x) => x.ticket_id)}::text[]) AND t.status = 'placed'
       -- The draw's status per ticket, by its key (as a join, planned on stale statistics, it read the draw's whole index).
       AND (SELECT d.status FROM lottery_draws d WHERE d.draw_id = t.draw_id) = 'drawn'
       AND NOT EXISTS (SELECT 1 FROM lottery_bets b WHERE b.ticket_id = t.ticket_id AND b.win <> 0)
    RETURNING t.ticket_id`.execute(trx)).rows.map((r) => byId.get(r.ticket_id)!)
  const done = new Set(await closeLostRounds(trx, taken.map((t) => ({ vendor: t.vassalage, txId: `${t.ticket_id}-win`, playerId: t.member_id, roundId: t.ticket_id }))))
  const left = taken.filter((_, i) => !done.has(i))
  if (left.length > 0) {
    await sql`UPDATE lottery_tickets SET status = 'paying', settled_at = NULL WHERE ticket_id = ANY(${left.map((t) => t.ticket_id)}::text[])`.execute(trx)
  }
  return left.map((t): Due => ({ ticketId: t.ticket_id, memberId: t.member_id, win: 0, vendor: t.vassalage }))
})

/**
 * Settles the losing tickets among `tickets` (placed on a drawn draw, no bet of theirs won): each
 * ticket is marked `settled` with a win of 0 (a conditional update: a ticket another run took
 * meanwhile is skipped), then the wallet closes their rounds as lost (closeLostRounds: no credit
 * call, no journal row, no account locked). A ticket whose round was not open (settled or rolled
 * back otherwise) is set back to `paying` in the same transaction and goes through the wallet's
 * own credit of 0, as in settleBatch. One transaction per wallet lane (see above). Returns what
 * it paid (0) and the tickets the wallet refused; throws when a lane's transaction fails (nothing
 * of that lane done): the caller then settles them ticket by ticket.
 */
export const closeLosers = async (db: Kysely<Database>, wallet: SeamlessWallet, tickets: ReadonlyArray<BatchTicket>, at: Date): Promise<{ paid: number; failed: string[] }> => {
  const lanes = await perLane(wallet, tickets, (mine) => closeInLane(db, mine, at))
  return creditLeft(db, wallet, lanes.flat(), at)
}
