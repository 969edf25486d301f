/**
 * Many placed lottery tickets on one draw, written in bulk for the lottery bench
 * (scripts/bench/lottery.ts) and the kill -9 test (lottery-kill.test.ts): what placeTicket
 * (lottery-draws.ts) leaves behind for each ticket, without its HTTP call and exposure check
 * per ticket, which would take minutes for 100,000 tickets.
 *
 * Per ticket, as placeTicket leaves it: a `lottery_tickets` row `placed`, its bets (one here)
 * in `lottery_bets`, and its stake debited through the seamless wallet under the tx id
 * `<ticket>-bet` and round `<ticket>` (the journal row, the open `bets` row and the ledger
 * posting the later credit needs). The debits are real: they go through the wallet's batch
 * path (seamless_group, `runGroup`), so the ledger's invariants hold by construction. The
 * draw's exposure is the sum of the tickets' payouts per selection, written at once and not
 * held to the per-selection limit (a load this size is far past it).
 */
import { randomBytes } from 'node:crypto'
import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { getSetting } from '../db/settings.ts'
import { seal } from '../lib/secrets-key.ts'
import { runGroup, type SeamlessCall } from '../modules/wallet/index.ts'
import { betReturn, hashSeed, LOTTERY_GAMES, selectionsOf, type LotteryGameId } from '../providers/house/index.ts'

/** Each member's opening balance, in minor units: no ticket and no bench bet is ever refused. */
const OPENING = 1_000_000_000
/** Debits per seamless_group statement: large enough that the per-statement cost is small. */
const DEBIT_GROUP = 2_000

/** `count` members named `<prefix><n>`, each funded from the cashier; their ids in order. */
export const fundedMembers = async (db: Kysely<Database>, prefix: string, count: number): Promise<number[]> => {
  await sql`INSERT INTO members (account, password_hash) SELECT ${prefix} || g, 'x' FROM generate_series(1, ${count}::int) g ON CONFLICT (account) DO NOTHING`.execute(db)
  const rows = await sql<{ id: number }>`SELECT id FROM members WHERE account LIKE ${`${prefix}%`} ORDER BY id`.execute(db)
  // One posting per member, keyed by account: running this again moves nothing.
  await sql`SELECT ledger_post('opening:' || m.account, 'opening', (SELECT id FROM wallet_accounts WHERE kind = 'cashier'), wallet_main(m.id), ${OPENING}::bigint)
    FROM members m WHERE m.account LIKE ${`${prefix}%`}`.execute(db)
  return rows.rows.map((r) => r.id)
}

/** A draw of `game` whose time has passed (draw n is at n intervals since the epoch): the draw job takes it on its first run. */
export const dueDrawNo = (game: LotteryGameId, secondMs: number, now: number): number =>
  Math.floor(now / (LOTTERY_GAMES[game].interval * secondMs)) - 1

/**
 * Draw `drawNo`'s row as the provider's ensureDraw makes it (which its front door does not
 * offer): a new server seed sealed under `key`, its SHA-256 published, its times.
 */
const makeDraw = async (db: Kysely<Database>, key: Buffer, game: LotteryGameId, drawNo: number, secondMs: number): Promise<string> => {
  const drawId = `${game}:${drawNo}`
  const drawAt = drawNo * LOTTERY_GAMES[game].interval * secondMs
  const serverSeed = randomBytes(32).toString('hex')
  await db.insertInto('lottery_draws').values({
    draw_id: drawId, game, draw_no: drawNo, server_seed: seal(key, serverSeed), server_seed_hash: hashSeed(serverSeed),
    closes_at: new Date(drawAt - LOTTERY_GAMES[game].closeBefore * secondMs), draw_at: new Date(drawAt),
  }).onConflict((oc) => oc.column('draw_id').doNothing()).execute()
  return drawId
}

export interface PlacedTickets {
  readonly drawId: string
  readonly tickets: number
  readonly staked: number
}

/**
 * `count` tickets of one bet each on draw `drawNo` of `game` (made with its sealed seed if it
 * is not yet), bought by `members` in turn for the ELOTT title `gameId` of vendor `vendor`,
 * each ticket id `<idPrefix><n>` and created 1 ms after the one before (the draw job settles
 * them in that order). `key` is the sealing key the server will open the seed with.
 */
export const placedTickets = async (db: Kysely<Database>, key: Buffer, opts: {
  game: LotteryGameId; drawNo: number; secondMs: number; gameId: string; vendor: string; members: ReadonlyArray<number>; count: number; idPrefix: string
}): Promise<PlacedTickets> => {
  const drawId = await makeDraw(db, key, opts.game, opts.drawNo, opts.secondMs)
  const odds = [...selectionsOf(opts.game)]
  const selections = odds.map(([s]) => s)
  const oddsList = odds.map(([, o]) => o)
  const stakes = [100, 200, 500, 1_000, 2_000]
  // The wallet the debit takes the stake from, as the seamless wallet decides it (single wallet unless set otherwise).
  const single = (await getSetting(db, 'singleWallet')) ?? true
  const start = Date.now() - opts.count
  for (let from = 0; from < opts.count; from += DEBIT_GROUP) {
    const to = Math.min(opts.count, from + DEBIT_GROUP)
    // Ticket n: member n mod M, selection n mod S, stake n mod 5 (deterministic, so the bench's figures repeat).
    await sql`INSERT INTO lottery_tickets (ticket_id, draw_id, member_id, game_id, stake, status, created_at)
      SELECT ${opts.idPrefix} || g, ${drawId}, (${opts.members}::int[])[1 + g % ${opts.members.length}::int], ${opts.gameId},
             (${stakes}::bigint[])[1 + g % 5], 'placed', ${new Date(start)}::timestamptz + g * interval '1 millisecond'
        FROM generate_series(${from}::int, ${to - 1}::int) g`.execute(db)
    await sql`INSERT INTO lottery_bets (ticket_id, bet_no, selection, stake, odds)
      SELECT ${opts.idPrefix} || g, 0, (${selections}::text[])[1 + g % ${selections.length}::int], (${stakes}::bigint[])[1 + g % 5],
             (${oddsList}::int[])[1 + g % ${selections.length}::int]
        FROM generate_series(${from}::int, ${to - 1}::int) g`.execute(db)
    const calls: SeamlessCall[] = []
    for (let g = from; g < to; g++) {
      const ticket = `${opts.idPrefix}${g}`
      calls.push({ kind: 'debit', vendor: opts.vendor, txId: `${ticket}-bet`, playerId: opts.members[g % opts.members.length]!, roundId: ticket, gameId: opts.gameId, amount: stakes[g % 5]!, single })
    }
    const answers = await runGroup(db, calls)
    const refused = answers.map((a) => (typeof a === 'string' ? JSON.parse(a) : a) as { ok: boolean; code: string | null }).filter((a) => !a.ok)
    if (answers.length !== calls.length || refused.length > 0) throw new Error(`bulk debits refused: ${JSON.stringify(refused.slice(0, 3))}`)
  }
  await sql`INSERT INTO lottery_exposure (draw_id, selection, payout)
    SELECT t.draw_id, b.selection, sum(floor(b.stake * b.odds / 100))::bigint FROM lottery_bets b JOIN lottery_tickets t ON t.ticket_id = b.ticket_id
    WHERE t.draw_id = ${drawId} AND t.ticket_id LIKE ${`${opts.idPrefix}%`} GROUP BY t.draw_id, b.selection
    ON CONFLICT (draw_id, selection) DO UPDATE SET payout = lottery_exposure.payout + excluded.payout`.execute(db)
  const staked = await sql<{ s: string }>`SELECT coalesce(sum(stake), 0) AS s FROM lottery_tickets WHERE draw_id = ${drawId}`.execute(db)
  return { drawId, tickets: opts.count, staked: Number(staked.rows[0]!.s) }
}

/**
 * Whether every ticket of a draw was settled exactly once: none left pending, placed or paying,
 * the draw drawn (every bet's return decided: a bet with none written returned 0);
 * each ticket's `win` is the sum of its bets' decided returns; each settled ticket is paid once:
 * its wallet round (the bet `<ticket>`) settled with that win, a winning ticket by exactly one
 * credit in the wallet's journal (`<ticket>-win`, ok) of that amount, a losing one by none (its
 * round closed as lost) or one of 0; and the credits sum to the wins.
 */
export const settledOnce = async (db: Kysely<Database>, drawId: string) => {
  const r = await sql<{ tickets: number; unsettled: number; wrong_win: number; winners: number; paid_once: number; credited_twice: number; wrong_credit: number; wins: string; credits: string }>`
    WITH d AS (SELECT status = 'drawn' AS drawn FROM lottery_draws WHERE draw_id = ${drawId}),
    t AS (
      SELECT t.ticket_id, t.status, t.win, (SELECT coalesce(sum(b.win), 0) FROM lottery_bets b WHERE b.ticket_id = t.ticket_id) AS bets_win,
             r.status AS round_status, r.win AS round_win
        FROM lottery_tickets t JOIN games g ON g.id = t.game_id
        LEFT JOIN bets r ON r.vendor = g.vassalage AND r.round_id = t.ticket_id
       WHERE t.draw_id = ${drawId}),
    c AS (
      SELECT t.ticket_id, count(s.tx_id) AS n, coalesce(sum(s.amount), 0) AS amount FROM t
        LEFT JOIN seamless_transactions s ON s.tx_id = t.ticket_id || '-win' AND s.kind = 'credit' AND s.status = 'ok' GROUP BY t.ticket_id)
    SELECT count(*)::int AS tickets,
           count(*) FILTER (WHERE t.status IN ('pending', 'placed', 'paying') OR NOT (SELECT drawn FROM d))::int AS unsettled,
           count(*) FILTER (WHERE t.status = 'settled' AND t.win IS DISTINCT FROM t.bets_win)::int AS wrong_win,
           count(*) FILTER (WHERE t.win > 0)::int AS winners,
           count(*) FILTER (WHERE t.status = 'settled' AND t.round_status = 'settled' AND t.round_win = t.win
             AND (c.n = 1 OR (c.n = 0 AND t.win = 0)) AND c.amount = t.win)::int AS paid_once,
           count(*) FILTER (WHERE c.n > 1)::int AS credited_twice,
           count(*) FILTER (WHERE (c.n > 0 AND c.amount <> t.win) OR (t.round_status = 'settled' AND t.round_win IS DISTINCT FROM t.win))::int AS wrong_credit,
           coalesce(sum(t.win), 0) AS wins, coalesce(sum(c.amount), 0) AS credits
      FROM t JOIN c ON c.ticket_id = t.ticket_id`.execute(db)
  const row = r.rows[0]!
  return { ...row, wins: Number(row.wins), credits: Number(row.credits) }
}

/** The returns of a draw's bets (of its settled tickets only, with `settledOnly`) recomputed from its revealed result, apart from the draw job. */
export const computedReturns = async (db: Kysely<Database>, drawId: string, game: LotteryGameId, settledOnly: boolean): Promise<number> => {
  const draw = await db.selectFrom('lottery_draws').select('result').where('draw_id', '=', drawId).executeTakeFirstOrThrow()
  if (draw.result === null) return NaN
  const balls = draw.result.split(',').map(Number)
  const bets = await db.selectFrom('lottery_bets as b').innerJoin('lottery_tickets as t', 't.ticket_id', 'b.ticket_id')
    .select(['b.selection', 'b.stake', 'b.odds']).where('t.draw_id', '=', drawId)
    .$if(settledOnly, (q) => q.where('t.status', '=', 'settled')).execute()
  return bets.reduce((a, b) => a + betReturn(game, b.selection, Number(b.stake), b.odds, balls), 0)
}
