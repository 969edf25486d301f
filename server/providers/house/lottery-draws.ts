/**
 * The house lottery's draws and tickets, for every lottery game (each game's rules, from its
 * schedule to how a bet settles, come from lottery-rules.ts: the e-lottery's and the Vietnamese lottery's).
 *
 * Draws: each game draws on a schedule read from the clock (every interval, or daily), so every
 * process agrees and a restart resumes. A draw's row is made the first time anyone looks at it
 * or buys a ticket on it (insert on conflict do nothing: the first insert's seed wins), its
 * server seed sealed under SECRETS_KEY and its SHA-256 published, before its sales close. The
 * draw job (settleLottery, every LOTTERY_TICK_MS in every process) claims a due draw with a
 * lease (FOR UPDATE SKIP LOCKED, and only when no earlier draw of its game is still to run, so
 * the chain of previous results is the same for everyone), reads its result from the seed and
 * the previous drawn result, decides every bet's return (writing the winners') and reveals the seed in one
 * transaction. A draw missed while no process ran is drawn late, once.
 *
 * Tickets: as a table slip, a ticket (1 to 20 bets on one open draw) is priced at the odds in
 * force (lottery-odds-store.ts, read in the ticket's transaction; each bet records its odds) and
 * kept as pending with each selection's possible payout added to the draw's exposure under its
 * bet type's limit in force (a conditional
 * upsert per selection, all in one transaction holding a share lock on the draw), then its
 * stake debited through the seamless wallet (the ticket's id is the wallet round). A refused or
 * failed debit gives the exposure back. Once the draw is drawn, its tickets are settled a part
 * at a time (lottery-settle-batch.ts), in one transaction per wallet lane: the losing tickets
 * marked settled and their rounds closed as lost by the wallet (closeLostRounds, no money moved);
 * beside them, the others' credits written set-based as the wallet's seamless_credit would
 * (creditRounds), and the tickets closed. A ticket whose round is not plain is credited through the wallet
 * itself (idempotent by transaction id), then closed; a part whose transaction fails is settled
 * ticket by ticket instead (the same steps per ticket). A ticket whose debit never answered is
 * rolled back (a tombstone). A cancelled draw rolls every ticket back once.
 */
import type { Kysely } from 'kysely'
import { sql } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { ApiError } from '../../http/errors.ts'
import { seal } from '../../lib/secrets-key.ts'
import { hashSeed, newServerSeed, openSeed } from './fair.ts'
import { newRoundId } from './rounds.ts'
import type { GameSession } from './sessions.ts'
import type { TableContext } from './table-rounds.ts'
import { drawIdOf, drawTimes, GENESIS, LOTTERY_GAME_IDS, openDrawNo } from './lottery-math.ts'
import { drawOf, rulesOf, type LotteryRules } from './lottery-rules.ts'
import { termsByType } from './lottery-odds-store.ts'
import type { OddsFamily } from './lottery-odds.ts'
import { betRefusal } from './bet-refusal.ts'
import { closeLosers, settleBatch } from './lottery-settle-batch.ts'

type Db = Kysely<Database>
export type LotteryContext = TableContext

const LEASE_MS = 60_000


const rulesFor = (game: string): LotteryRules => {
  const rules = rulesOf(game)
  if (!rules) throw new Error(`no lottery game ${game}`)
  return rules
}

/** The draw's row, made with a new sealed seed if nobody has made it yet. */
export const ensureDraw = async (ctx: LotteryContext, game: string, drawNo: number) => {
  const drawId = drawIdOf(game, drawNo)
  const found = await ctx.db.selectFrom('lottery_draws').selectAll().where('draw_id', '=', drawId).executeTakeFirst()
  if (found) return found
  const times = drawTimes(rulesFor(game).schedule, ctx.secondMs, drawNo)
  const serverSeed = newServerSeed()
  await ctx.db.insertInto('lottery_draws').values({
    draw_id: drawId, game, draw_no: drawNo, server_seed: seal(ctx.key, serverSeed), server_seed_hash: hashSeed(serverSeed),
    closes_at: new Date(times.closesAt), draw_at: new Date(times.drawAt),
  }).onConflict((oc) => oc.column('draw_id').doNothing()).execute()
  return ctx.db.selectFrom('lottery_draws').selectAll().where('draw_id', '=', drawId).executeTakeFirstOrThrow()
}

type DrawRow = Awaited<ReturnType<typeof ensureDraw>>

/** A draw as anyone may see it: its times and committed hash, and once drawn its seed, previous result and result. */
const drawView = (row: DrawRow) => {
  const drawn = row.status === 'drawn'
  return {
    drawId: row.draw_id, game: row.game, drawNo: Number(row.draw_no), closesAt: new Date(row.closes_at).getTime(), drawAt: new Date(row.draw_at).getTime(),
    status: row.status, serverSeedHash: row.server_seed_hash,
    serverSeed: drawn ? row.server_seed : null, previousDrawNo: drawn && row.prev_draw_no !== null ? Number(row.prev_draw_no) : null,
    previousResult: drawn ? row.prev_result : null, result: drawn && row.result !== null ? rulesFor(row.game).view(row.result) : null,
  }
}
export type LotteryDrawView = ReturnType<typeof drawView>

/** The draw a game sells now and the one after, each committed (its row made), and its last drawn results. */
export const lotteryDraws = async (ctx: LotteryContext, game: string, recent = 10) => {
  const now = ctx.now()
  const schedule = rulesFor(game).schedule
  const open = openDrawNo(schedule, ctx.secondMs, now)
  const current = await ensureDraw(ctx, game, open)
  const next = await ensureDraw(ctx, game, openDrawNo(schedule, ctx.secondMs, drawTimes(schedule, ctx.secondMs, open).closesAt))
  const last = await ctx.db.selectFrom('lottery_draws').selectAll().where('game', '=', game).where('status', '=', 'drawn')
    .orderBy('draw_no', 'desc').limit(recent).execute()
  return { serverNow: now, game, current: drawView(current), next: drawView(next), results: last.map(drawView) }
}

export interface BetRequest { readonly selection: string; readonly stake: number }

const closed = () => new ApiError('BETS_CLOSED', 'Sales of this draw are closed.')

/** Gives back a ticket's exposure (refused or void). */
const releaseExposure = async (db: Db, drawId: string, bets: ReadonlyArray<{ selection: string; payout: number }>) => {
  for (const b of bets) {
    await db.updateTable('lottery_exposure').set({ payout: sql`payout - ${b.payout}` }).where('draw_id', '=', drawId).where('selection', '=', b.selection).execute()
  }
}

/**
 * Buys a ticket of `bets` on the draw `drawId` of the session's lottery `game`, priced at the odds
 * of `family` (a Vietnamese prize mode's; default the game's own). Returns the ticket and the balance after the debit.
 */
export const placeTicket = async (ctx: LotteryContext, session: GameSession, game: string, drawId: string, bets: ReadonlyArray<BetRequest>, family?: OddsFamily) => {
  const parsed = drawOf(drawId)
  if (!parsed || parsed.game !== game) throw new ApiError('VALIDATION_FAILED', 'No such draw of this game.')
  const { rules } = parsed
  const limits = rules.limits
  if (bets.length < 1 || bets.length > limits.maxBets) throw new ApiError('VALIDATION_FAILED', `A ticket has 1 to ${limits.maxBets} bets.`)
  const sold = bets.map((b) => {
    const price = rules.price(b.selection)
    if ('error' in price) throw new ApiError('VALIDATION_FAILED', price.error, { selection: b.selection })
    if (!Number.isSafeInteger(b.stake) || b.stake < limits.minStake) throw new ApiError('VALIDATION_FAILED', `A bet's stake is at least ${limits.minStake}.`)
    if (b.stake > limits.maxStake) throw new ApiError('LIMIT_REACHED', `A bet takes at most ${limits.maxStake}.`, { max: limits.maxStake })
    return { ...price, stake: b.stake }
  })
  const times = drawTimes(rules.schedule, ctx.secondMs, parsed.drawNo)
  const now = ctx.now()
  if (now < times.opensAt || now >= times.closesAt) throw closed()
  await ensureDraw(ctx, game, parsed.drawNo)
  const stake = sold.reduce((a, b) => a + b.stake, 0)
  const ticketId = newRoundId()
  const { priced, bySelection } = await ctx.db.transaction().execute(async (trx) => {
    // A share lock: the draw's claim (FOR UPDATE SKIP LOCKED) passes a draw being bet on, never the other way round.
    const draw = await trx.selectFrom('lottery_draws').select(['status', 'closes_at']).where('draw_id', '=', drawId).forShare().executeTakeFirst()
    if (!draw || draw.status !== 'open' || ctx.now() >= new Date(draw.closes_at).getTime()) throw closed()
    // The odds and limits in force now (the operator's, else the defaults); the odds are recorded on each bet, so a later change leaves this ticket as sold.
    const terms = await termsByType(trx, family ?? rules.family)
    const inForce = (betType: string) => {
      const found = terms.get(betType)
      if (!found) throw new Error(`no terms for bet type ${betType} of ${family ?? rules.family}`)
      return found
    }
    const priced = sold.map((b) => {
      const { odds } = inForce(b.betType)
      // What the bet may pay at most on this draw (a lô once per number of the draw).
      return { selection: b.selection, betType: b.betType, stake: b.stake, odds, payout: Math.floor((b.stake * odds) / 100) * b.maxHits }
    })
    // One selection's payout per ticket: two bets on it add up.
    const bySelection = new Map<string, { payout: number; max: number }>()
    for (const b of priced) bySelection.set(b.selection, { payout: (bySelection.get(b.selection)?.payout ?? 0) + b.payout, max: inForce(b.betType).maxPayout })
    // In one order (by selection), so two tickets raising the same selections cannot deadlock.
    for (const [selection, { payout, max }] of [...bySelection].sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0))) {
      const raised = await trx.insertInto('lottery_exposure').values({ draw_id: drawId, selection, payout })
        .onConflict((oc) => oc.columns(['draw_id', 'selection']).doUpdateSet({ payout: sql`lottery_exposure.payout + excluded.payout` })
          .where(sql<boolean>`lottery_exposure.payout + excluded.payout <= ${max}`))
        .returning('payout').executeTakeFirst()
      if (!raised || Number(raised.payout) > max) {
        throw new ApiError('LIMIT_REACHED', `"${selection}" takes no more bets on this draw.`, { selection, max })
      }
    }
    await trx.insertInto('lottery_tickets').values({ ticket_id: ticketId, draw_id: drawId, member_id: session.memberId, game_id: session.game.id, stake, status: 'pending' }).execute()
    await trx.insertInto('lottery_bets').values(priced.map((b, i) => ({ ticket_id: ticketId, bet_no: i, selection: b.selection, stake: b.stake, odds: b.odds }))).execute()
    return { priced, bySelection }
  })
  const exposure = [...bySelection].map(([selection, { payout }]) => ({ selection, payout }))
  const vendor = session.game.vassalage
  let debit
  try {
    debit = await ctx.wallet.debit({ vendor, playerId: session.memberId, txId: `${ticketId}-bet`, roundId: ticketId, gameId: session.game.id, amount: stake })
  } catch (e) {
    // Undone now if the wallet answers; else the ticket stays pending and the draw job rolls it back.
    const undone = await ctx.wallet.rollback({ vendor, playerId: session.memberId, txId: `${ticketId}-rb`, refTxId: `${ticketId}-bet` }).then(() => true, () => false)
    if (undone) {
      const voided = await ctx.db.updateTable('lottery_tickets').set({ status: 'void', settled_at: new Date(ctx.now()) }).where('ticket_id', '=', ticketId).where('status', '=', 'pending').executeTakeFirst()
      if (voided.numUpdatedRows > 0n) await releaseExposure(ctx.db, drawId, exposure)
    }
    throw e
  }
  if (!debit.ok) {
    const refused = await ctx.db.updateTable('lottery_tickets').set({ status: 'refused', settled_at: new Date(ctx.now()) }).where('ticket_id', '=', ticketId).where('status', '=', 'pending').executeTakeFirst()
    if (refused.numUpdatedRows > 0n) await releaseExposure(ctx.db, drawId, exposure)
    throw await betRefusal(ctx.db, session.memberId, debit, 'ticket', ctx.now())
  }
  const placed = await ctx.db.updateTable('lottery_tickets').set({ status: 'placed' }).where('ticket_id', '=', ticketId).where('status', '=', 'pending').executeTakeFirst()
  // The draw was drawn or cancelled while the debit was on its way: the draw job rolled the ticket back.
  if (placed.numUpdatedRows === 0n) throw closed()
  return { ticketId, drawId, stake, bets: priced.map(({ selection, stake: s, odds }) => ({ selection, stake: s, odds })), balance: debit.balance }
}

/** Takes one due draw (its time passed, not drawn, not leased by a live process, no earlier draw of its game still open) for `owner`. */
const claimDueDraw = async (ctx: LotteryContext, owner: string) => {
  const now = new Date(ctx.now())
  return ctx.db.updateTable('lottery_draws').set({ lease_owner: owner, lease_until: new Date(now.getTime() + LEASE_MS) })
    .where('draw_id', '=', (eb) => eb.selectFrom('lottery_draws as d').select('d.draw_id')
      .where('d.status', '=', 'open').where('d.draw_at', '<=', now)
      .where((w) => w.or([w('d.lease_until', 'is', null), w('d.lease_until', '<', now)]))
      .where((w) => w.not(w.exists(w.selectFrom('lottery_draws as e').select('e.draw_id')
        .whereRef('e.game', '=', 'd.game').whereRef('e.draw_no', '<', 'd.draw_no').where('e.status', '=', 'open'))))
      .orderBy('d.draw_at').limit(1).forUpdate().skipLocked())
    .returningAll().executeTakeFirst()
}

const BETS_PER_UPDATE = 5_000

/**
 * Draws a claimed draw: its result from the seed and the previous drawn result, every bet's
 * return, and the seed revealed. Only the bets that won are written: once the draw is drawn, a
 * bet with no return written returned 0 (betWin), so a draw's losing bets cost no write.
 */
const runDraw = async (ctx: LotteryContext, row: DrawRow) => {
  const game = row.game
  const rules = rulesFor(game)
  const serverSeed = openSeed(ctx.key, row.server_seed)
  const prev = await ctx.db.selectFrom('lottery_draws').select(['draw_no', 'result']).where('game', '=', game).where('status', '=', 'drawn')
    .where('draw_no', '<', row.draw_no).orderBy('draw_no', 'desc').limit(1).executeTakeFirst()
  const previous = prev?.result ?? GENESIS
  const result = rules.draw(serverSeed, Number(row.draw_no), previous)
  const bets = await ctx.db.selectFrom('lottery_bets as b').innerJoin('lottery_tickets as t', 't.ticket_id', 'b.ticket_id')
    .select(['b.ticket_id', 'b.bet_no', 'b.selection', 'b.stake', 'b.odds']).where('t.draw_id', '=', row.draw_id).execute()
  const won = bets.map((b) => ({ ...b, win: rules.settle(b.selection, Number(b.stake), b.odds, result) })).filter((b) => b.win !== 0)
  await ctx.db.transaction().execute(async (trx) => {
    // The winning bets' returns written from three arrays a part at a time: one statement's size stays
    // bounded however many tickets a draw has (a list of pairs per statement failed past ~10,000).
    for (let i = 0; i < won.length; i += BETS_PER_UPDATE) {
      const part = won.slice(i, i + BETS_PER_UPDATE)
      const wins = part.map((b) => String(b.win))
      await sql`UPDATE lottery_bets AS b SET win = v.win
        FROM unnest(${part.map((b) => b.ticket_id)}::text[], ${part.map((b) => b.bet_no)}::smallint[], ${wins}::bigint[]) AS v(ticket_id, bet_no, win)
        WHERE b.ticket_id = v.ticket_id AND b.bet_no = v.bet_no`.execute(trx)
    }
    await trx.updateTable('lottery_draws').set({
      status: 'drawn', result, prev_draw_no: prev ? prev.draw_no : null, prev_result: previous, server_seed: serverSeed,
      drawn_at: new Date(ctx.now()), lease_owner: null, lease_until: null,
    }).where('draw_id', '=', row.draw_id).where('lease_owner', '=', row.lease_owner).where('status', '=', 'open').execute()
  })
  return result
}

/** A bet's return as players see it: written when it won; none written on a drawn draw is 0; before the draw, none yet. */
const betWin = (win: string | number | null, drawn: boolean): number | null => (win === null ? (drawn ? 0 : null) : Number(win))

type TicketRow = { ticket_id: string; draw_id: string; member_id: number; stake: string; win: string | null; status: string; vassalage: string; draw_status: string; bets_win: string }

/** Credits a ticket's decided win once and closes it. */
const pay = async (ctx: LotteryContext, t: TicketRow, win: number): Promise<number> => {
  const credit = await ctx.wallet.credit({ vendor: t.vassalage, playerId: t.member_id, txId: `${t.ticket_id}-win`, roundId: t.ticket_id, amount: win })
  if (!credit.ok && credit.code !== 'ROUND_SETTLED') throw new Error(`credit of ${t.ticket_id} refused: ${credit.code}`)
  const done = await ctx.db.updateTable('lottery_tickets').set({ status: 'settled', settled_at: new Date(ctx.now()) }).where('ticket_id', '=', t.ticket_id).where('status', '=', 'paying').executeTakeFirst()
  return done.numUpdatedRows > 0n ? win : 0
}

/** Rolls a ticket back once (a cancelled draw, or a debit that never answered) and gives its exposure back. */
const refund = async (ctx: LotteryContext, t: TicketRow): Promise<boolean> => {
  await ctx.wallet.rollback({ vendor: t.vassalage, playerId: t.member_id, txId: `${t.ticket_id}-rb`, refTxId: `${t.ticket_id}-bet` })
  const undone = await ctx.db.updateTable('lottery_tickets').set({ status: 'void', settled_at: new Date(ctx.now()) })
    .where('ticket_id', '=', t.ticket_id).where('status', 'in', ['pending', 'placed']).executeTakeFirst()
  if (undone.numUpdatedRows === 0n) return false
  const bets = await ctx.db.selectFrom('lottery_bets').select(['selection', 'stake', 'odds']).where('ticket_id', '=', t.ticket_id).execute()
  const rules = rulesFor(t.draw_id.slice(0, t.draw_id.indexOf(':')))
  const bySelection = new Map<string, number>()
  for (const b of bets) {
    const price = rules.price(b.selection)
    const maxHits = 'error' in price ? 1 : price.maxHits
    bySelection.set(b.selection, (bySelection.get(b.selection) ?? 0) + Math.floor((Number(b.stake) * b.odds) / 100) * maxHits)
  }
  await releaseExposure(ctx.db, t.draw_id, [...bySelection].map(([selection, payout]) => ({ selection, payout })))
  return true
}

/** Settles one ticket of a drawn or cancelled draw; returns what it paid. */
const settleTicket = async (ctx: LotteryContext, t: TicketRow): Promise<number> => {
  if (t.status === 'paying') return pay(ctx, t, Number(t.win))
  if (t.status === 'pending' || t.draw_status === 'cancelled') { await refund(ctx, t); return 0 }
  const win = Number(t.bets_win)
  // The win is decided before the credit, by whoever takes the ticket first.
  const claimed = await ctx.db.updateTable('lottery_tickets').set({ status: 'paying', win }).where('ticket_id', '=', t.ticket_id).where('status', '=', 'placed').executeTakeFirst()
  if (claimed.numUpdatedRows === 0n) return 0
  return pay(ctx, t, win)
}

/**
 * Tickets per part (LOTTERY_SETTLE_BATCH): a part is settled in one transaction per wallet lane,
 * run alone in the lane's turn (and on PGlite on its only connection), so players' wallet calls
 * meanwhile wait up to that long; a larger part spreads each statement's fixed cost thinner.
 * Every ticket's credit is written set-based, so the cost is mostly per ticket: 500 keeps a
 * part's transaction to a fraction of a second on a loaded machine.
 */
export const DEFAULT_SETTLE_BATCH = 500

/** A drawn or cancelled draw: its status no longer changes. */
interface ReadyDraw { readonly draw_id: string; readonly status: string }

/**
 * The draws whose tickets are ready to settle: drawn or cancelled, with tickets not settled
 * yet (found from the index of unsettled tickets, which stays small however many draws ran), oldest first.
 */
const readyDraws = async (ctx: LotteryContext): Promise<ReadyDraw[]> =>
  ctx.db.selectFrom('lottery_draws as d').select(['d.draw_id', 'd.status']).where('d.status', 'in', ['drawn', 'cancelled'])
    .where('d.draw_id', 'in', (eb) => eb.selectFrom('lottery_tickets as t').select('t.draw_id').where('t.status', 'in', ['pending', 'placed', 'paying']))
    .orderBy('d.draw_at').orderBy('d.draw_id').execute()

/** One page of a ready draw's tickets still to settle, in ticket id order, after `after` (the last ticket of the page before). */
const readyPage = async (ctx: LotteryContext, draw: ReadyDraw, size: number, after: string | null): Promise<TicketRow[]> =>
  (await ctx.db.selectFrom('lottery_tickets as t').innerJoin('games as g', 'g.id', 't.game_id')
    .select(['t.ticket_id', 't.draw_id', 't.member_id', 't.stake', 't.win', 't.status', 'g.vassalage',
      sql<string>`(SELECT coalesce(sum(b.win), 0) FROM lottery_bets b WHERE b.ticket_id = t.ticket_id)`.as('bets_win')])
    // Every condition and the order on the index of unsettled tickets (migration 0051): a page reads its own tickets only.
    .where('t.draw_id', '=', draw.draw_id)
    .where('t.status', 'in', ['pending', 'placed', 'paying'])
    .$if(after !== null, (q) => q.where('t.ticket_id', '>', after!))
    .orderBy('t.ticket_id').limit(size).execute()).map((t) => ({ ...t, draw_status: draw.status }))

/** Settles `tickets` one by one, each credited by the wallet's own function: after a set-based transaction failed (changing nothing). */
const settleEach = async (ctx: LotteryContext, tickets: ReadonlyArray<TicketRow>) => {
  let paid = 0
  const failed: string[] = []
  for (const t of tickets) {
    try { paid += await settleTicket(ctx, t) } catch { failed.push(t.ticket_id) }
  }
  return { paid, failed }
}

/**
 * Settles one page of ready tickets: refunds one by one; the losing tickets (placed, no bet won)
 * and the rest side by side, each set-based `batch` tickets a transaction.
 */
const settlePage = async (ctx: LotteryContext, ready: ReadonlyArray<TicketRow>, batch: number) => {
  const at = new Date(ctx.now())
  // Refunds (a cancelled draw, a debit that never answered) are rare: one by one.
  const refund = (t: TicketRow) => t.status === 'pending' || t.draw_status === 'cancelled'
  const lost = (t: TicketRow) => !refund(t) && t.status === 'placed' && Number(t.bets_win) === 0
  // A transaction that failed (a deadlock with another process, say) changed nothing: its tickets one by one.
  const inParts = async (tickets: ReadonlyArray<TicketRow>, settle: (part: TicketRow[]) => Promise<{ paid: number; failed: string[] }>) => {
    let paid = 0
    const failed: string[] = []
    for (let i = 0; i < tickets.length; i += batch) {
      const part = tickets.slice(i, i + batch)
      const done = await settle(part).catch(() => settleEach(ctx, part))
      paid += done.paid
      failed.push(...done.failed)
    }
    return { paid, failed }
  }
  const done = await Promise.all([
    settleEach(ctx, ready.filter(refund)),
    inParts(ready.filter(lost), (part) => closeLosers(ctx.db, ctx.wallet, part, at)),
    inParts(ready.filter((t) => !refund(t) && !lost(t)), (part) => settleBatch(ctx.db, ctx.wallet, part, at)),
  ])
  return { paid: done.reduce((a, d) => a + d.paid, 0), failed: done.flatMap((d) => d.failed) }
}

/** Draws the due draws for `owner`, at most `max`; returns their ids. */
const runDueDraws = async (ctx: LotteryContext, owner: string, max: number): Promise<string[]> => {
  const draws: string[] = []
  while (draws.length < max) {
    const row = await claimDueDraw(ctx, owner)
    if (!row) break
    await runDraw(ctx, row)
    draws.push(row.draw_id)
  }
  return draws
}

/** How long one run of the draw job goes on settling tickets before it leaves the rest to the next. */
export const SETTLE_RUN_MS = 30_000

/**
 * The draw job: runs the due draws (at most `max` in one run), then settles the ready draws'
 * tickets, oldest draw first, a page of `page` at a time, until none is left or `forMs` has
 * passed, so a 100,000-ticket draw is paid in one run, not a page per tick. Between two pages
 * it draws what fell due meanwhile (a long settlement does not hold the next draws back), and a
 * draw made ready so is settled in the same run. A ticket the wallet refused is not taken again
 * in this run (each draw's tickets are gone through once; the next run retries it).
 */
export const settleLottery = async (ctx: LotteryContext, owner: string, max = 50, page = 1_000, batch = DEFAULT_SETTLE_BATCH, forMs = SETTLE_RUN_MS) => {
  const until = Date.now() + forMs
  const draws = await runDueDraws(ctx, owner, max)
  let tickets = 0
  let paid = 0
  const failed: string[] = []
  const gone = new Set<string>()
  run: while (page > 0) {
    const ready = (await readyDraws(ctx)).filter((d) => !gone.has(d.draw_id))
    if (ready.length === 0) break
    for (const draw of ready) {
      gone.add(draw.draw_id)
      let after: string | null = null
      for (;;) {
        const part = await readyPage(ctx, draw, page, after)
        const done = await settlePage(ctx, part, Math.max(1, batch))
        tickets += part.length - done.failed.length
        paid += done.paid
        failed.push(...done.failed)
        if (Date.now() >= until) break run
        draws.push(...await runDueDraws(ctx, owner, max - draws.length))
        if (part.length < page) break
        after = part[part.length - 1]!.ticket_id
      }
    }
  }
  return { draws, tickets, paid, failed }
}

/**
 * Cancels a draw not yet drawn (an operator's command): it will never be drawn, and the next
 * draw job refunds every ticket on it once. False when it is drawn or being drawn right now.
 */
export const cancelLotteryDraw = async (ctx: LotteryContext, drawId: string): Promise<boolean> => {
  const now = new Date(ctx.now())
  const done = await ctx.db.updateTable('lottery_draws').set({ status: 'cancelled', lease_owner: null, lease_until: null })
    .where('draw_id', '=', drawId).where('status', '=', 'open')
    .where((w) => w.or([w('lease_until', 'is', null), w('lease_until', '<', now)])).executeTakeFirst()
  return done.numUpdatedRows > 0n
}

/** A member's recent tickets on a title, newest first, with their bets and their draw's result once drawn. */
export const memberTickets = async (ctx: LotteryContext, memberId: number, gameId: string, limit = 20) => {
  const tickets = await ctx.db.selectFrom('lottery_tickets as t').innerJoin('lottery_draws as d', 'd.draw_id', 't.draw_id')
    .select(['t.ticket_id', 't.draw_id', 't.stake', 't.win', 't.status', 't.created_at', 'd.status as draw_status', 'd.result', 'd.game', 'd.draw_at'])
    .where('t.member_id', '=', memberId).where('t.game_id', '=', gameId).where('t.status', '!=', 'refused')
    .orderBy('t.created_at', 'desc').limit(limit).execute()
  const bets = tickets.length === 0 ? [] : await ctx.db.selectFrom('lottery_bets').selectAll().where('ticket_id', 'in', tickets.map((t) => t.ticket_id)).orderBy('bet_no').execute()
  return tickets.map((t) => ({
    ticketId: t.ticket_id, drawId: t.draw_id, stake: Number(t.stake), win: t.win === null ? null : Number(t.win), status: t.status,
    time: new Date(t.created_at).getTime(), drawAt: new Date(t.draw_at).getTime(), drawStatus: t.draw_status,
    result: t.draw_status === 'drawn' && t.result ? rulesFor(t.game).view(t.result) : null,
    bets: bets.filter((b) => b.ticket_id === t.ticket_id).map((b) => ({ selection: b.selection, stake: Number(b.stake), odds: b.odds, win: betWin(b.win, t.draw_status === 'drawn') })),
  }))
}

/** A draw as anyone may check it (by its id, or by a ticket's id): its hash, and once drawn its seed, previous result and result. */
export const lotteryForVerification = async (db: Db, id: string) => {
  const ticket = drawOf(id) ? null : await db.selectFrom('lottery_tickets').select(['ticket_id', 'draw_id', 'stake', 'win', 'status']).where('ticket_id', '=', id).executeTakeFirst()
  const drawId = ticket ? ticket.draw_id : id
  const row = await db.selectFrom('lottery_draws').selectAll().where('draw_id', '=', drawId).executeTakeFirst()
  if (!row) return null
  const bets = ticket ? await db.selectFrom('lottery_bets').selectAll().where('ticket_id', '=', ticket.ticket_id).orderBy('bet_no').execute() : []
  return {
    draw: drawView(row),
    ticket: ticket ? {
      ticketId: ticket.ticket_id, stake: Number(ticket.stake), win: ticket.win === null ? null : Number(ticket.win), status: ticket.status,
      bets: bets.map((b) => ({ selection: b.selection, stake: Number(b.stake), odds: b.odds, win: betWin(b.win, row.status === 'drawn') })),
    } : null,
  }
}

/** What each selection of a draw may pay at most now (for the operators' view). */
export const drawExposure = async (db: Db, drawId: string) =>
  (await db.selectFrom('lottery_exposure').select(['selection', 'payout']).where('draw_id', '=', drawId).orderBy('payout', 'desc').execute())
    .map((e) => ({ selection: e.selection, payout: Number(e.payout) }))

export { LOTTERY_GAME_IDS }
