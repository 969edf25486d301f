/**
 * Rounds of the house's shared tables. A round's row is made the first time anyone looks at
 * it or bets on it (every process inserts the same key; the first insert's seed wins), with a
 * fresh server seed sealed under SECRETS_KEY and its hash, which the table shows while bets
 * are open. A slip of bets is one wallet round: the member's stake on the round is raised
 * under its limit and the slip kept as pending in one transaction, then the stake is debited
 * through the seamless wallet. Settlement (settleDueRounds) claims a round whose result time
 * has passed with a lease, credits every debited slip with what its spots return, rolls back
 * any slip whose debit never answered (a tombstone: a debit arriving later moves nothing),
 * and reveals the seed. Credits and rollbacks are idempotent by transaction id, so a
 * settlement cut short and run again pays nothing twice.
 */
import type { Kysely } from 'kysely'
import { sql } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { ApiError } from '../../http/errors.ts'
import type { SeamlessWallet } from '../../modules/wallet/index.ts'
import { seal } from '../../lib/secrets-key.ts'
import { hashSeed, newServerSeed, openSeed } from './fair.ts'
import { newRoundId } from './rounds.ts'
import type { GameSession } from './sessions.ts'
import { slipReturn, TABLE_GAMES, tablePreview, tableResult, type Slip, type TableEngine, type TableResult, type TableSetup } from './table-games.ts'
import { maskAccount } from '../../lib/mask.ts'
import { cappedWin, maxWinMultiple } from './win-cap.ts'
import { dealHands } from './poker-math.ts'
import { CARD_PRICE, cardOf } from './bingo-math.ts'
import { randomBytes } from 'node:crypto'
import { phaseAt, roundAt, type RoundTimes, type TablePhase } from './table-schedule.ts'
import { betRefusal } from './bet-refusal.ts'

type Db = Kysely<Database>

export interface TableContext {
  readonly db: Db
  readonly key: Buffer
  readonly wallet: SeamlessWallet
  /** The length of a table second in ms (TABLE_SECOND_MS). */
  readonly secondMs: number
  readonly now: () => number
}

export type { Slip }

/** How long a settling process holds a round before another may take it over. */
const LEASE_MS = 60_000
const MAX_SPOTS = 40

export const roundIdOf = (tableId: string, roundNo: number): string => `${tableId}:${roundNo}`


/** A table of `engine`: its chips, limit and seats (a PVP room's own ante and seats). */
export const tableSetup = async (db: Db, engine: TableEngine, tableId: string): Promise<TableSetup> => {
  const game = TABLE_GAMES[engine]
  if (!game.room) return { id: tableId, chips: game.chips, roundLimit: game.roundLimit, seats: 0 }
  const room = await db.selectFrom('game_rooms').select(['min_bet', 'seats']).where('id', '=', tableId).executeTakeFirst()
  if (!room) throw new ApiError('NOT_FOUND', 'No such table.')
  return { id: tableId, ...game.room(Number(room.min_bet), room.seats), seats: room.seats }
}

/** The table a game session plays at: its PVP room, or the game itself. */
export const tableIdOf = (session: GameSession): string => session.roomId ?? session.game.id

/** The round's row, made with a new sealed seed if nobody has made it yet. */
export const ensureRound = async (ctx: TableContext, engine: TableEngine, tableId: string, times: RoundTimes) => {
  const roundId = roundIdOf(tableId, times.roundNo)
  const found = await ctx.db.selectFrom('table_rounds').selectAll().where('round_id', '=', roundId).executeTakeFirst()
  if (found) return found
  const serverSeed = newServerSeed()
  await ctx.db.insertInto('table_rounds').values({
    round_id: roundId, table_id: tableId, engine, round_no: times.roundNo, server_seed: seal(ctx.key, serverSeed), server_seed_hash: hashSeed(serverSeed),
    opens_at: new Date(times.opensAt), closes_at: new Date(times.closesAt), result_at: new Date(times.resultAt),
  }).onConflict((oc) => oc.column('round_id').doNothing()).execute()
  return ctx.db.selectFrom('table_rounds').selectAll().where('round_id', '=', roundId).executeTakeFirstOrThrow()
}

/** The round under way at a table now, and its phase. */
const currentRound = (ctx: TableContext, engine: TableEngine) => {
  const now = ctx.now()
  const times = roundAt(TABLE_GAMES[engine].cadence, ctx.secondMs, now)
  return { times, phase: phaseAt(times, now), now }
}

/**
 * A round's result once its bets are closed (from its seed, before or after settlement), so
 * the page can deal the cards or spin the ball to it; null while bets are open. The seed
 * itself stays sealed until the round is settled.
 */
const revealedResult = (ctx: TableContext, row: { engine: string; table_id: string; round_no: string | number; server_seed: string; closes_at: Date; result_at: Date; result: unknown }): TableResult | null => {
  if (row.result) return row.result as TableResult
  // Poker's hands stay secret while the players decide.
  const shownFrom = TABLE_GAMES[row.engine as TableEngine].hiddenUntilResult ? row.result_at : row.closes_at
  if (ctx.now() < new Date(shownFrom).getTime()) return null
  return tableResult(row.engine as TableEngine, openSeed(ctx.key, row.server_seed), row.table_id, Number(row.round_no))
}

const CARD_SEED = /^[A-Za-z0-9_-]{8,64}$/

/** A slip checked and as it is kept, with its total: a bingo slip of n cards is kept as n cards, each with its seed. */
const validSlip = (engine: TableEngine, table: TableSetup, spots: ReadonlyArray<Slip>, cardSeed: string | undefined): { total: number; kept: Slip[] } => {
  const limit = table.roundLimit
  if (spots.length === 0 || spots.length > MAX_SPOTS) throw new ApiError('VALIDATION_FAILED', `A slip holds 1 to ${MAX_SPOTS} bets.`)
  // At a card room a slip is one move: the ante to sit in, or the call.
  if (TABLE_GAMES[engine].room && (spots.length !== 1 || spots[0]!.stake !== table.chips[0])) throw new ApiError('VALIDATION_FAILED', `A move at this table is one bet of ${table.chips[0]}.`)
  const seen = new Set<string>()
  let total = 0
  for (const s of spots) {
    if (!TABLE_GAMES[engine].isSpot(s.spot)) throw new ApiError('VALIDATION_FAILED', `"${s.spot}" is not a bet of this table.`)
    if (seen.has(s.spot)) throw new ApiError('VALIDATION_FAILED', 'Each bet of a slip names a different spot.')
    seen.add(s.spot)
    const unit = table.chips[0]!
    if (!Number.isSafeInteger(s.stake) || s.stake <= 0 || s.stake % unit !== 0) throw new ApiError('VALIDATION_FAILED', `A stake is a whole number of ${unit}.`)
    total += s.stake
  }
  if (total > limit) throw new ApiError('LIMIT_REACHED', `A round takes at most ${limit} from one player.`)
  if (engine !== 'bingo') return { total, kept: spots.map((s) => ({ spot: s.spot, stake: s.stake })) }
  if (cardSeed !== undefined && !CARD_SEED.test(cardSeed)) throw new ApiError('VALIDATION_FAILED', 'A card seed is 8 to 64 letters, digits, - or _.')
  // The page chooses the cards' seed, so the house cannot choose who gets which card; without one the server draws it.
  const seed = cardSeed ?? randomBytes(12).toString('base64url')
  return { total, kept: Array.from({ length: total / CARD_PRICE }, (_, k) => ({ spot: 'card', stake: CARD_PRICE, seed: `${seed}:${k}` })) }
}

/** Gives back a slip's share of the member's round limit (its debit was refused or undone). */
const release = (db: Db, roundId: string, memberId: number, amount: number) =>
  db.updateTable('table_stakes').set({ staked: sql`staked - ${amount}` }).where('round_id', '=', roundId).where('member_id', '=', memberId).execute()

/** Places a slip of bets on the round `roundId`, which must still be taking bets. Returns the balance after the debit. */
export const placeSlip = async (ctx: TableContext, session: GameSession, roundId: string, spots: ReadonlyArray<Slip>, cardSeed?: string) => {
  const engine = session.game.house_game as TableEngine
  const tableId = tableIdOf(session)
  const table = await tableSetup(ctx.db, engine, tableId)
  const { total, kept } = validSlip(engine, table, spots, cardSeed)
  const limit = table.roundLimit
  const { times, phase } = currentRound(ctx, engine)
  const takenIn: TablePhase = TABLE_GAMES[engine].spotPhase?.(kept[0]!.spot) ?? 'betting'
  if (phase !== takenIn || roundId !== roundIdOf(tableId, times.roundNo)) throw new ApiError('BETS_CLOSED', 'Bets for this round are closed.')
  await ensureRound(ctx, engine, tableId, times)
  const betId = newRoundId()
  const stillTaking = (round: { status: string; closes_at: Date; result_at: Date } | undefined) =>
    round !== undefined && round.status === 'open' && ctx.now() < new Date(takenIn === 'betting' ? round.closes_at : round.result_at).getTime()
  await ctx.db.transaction().execute(async (trx) => {
    if (table.seats > 0) {
      kept[0] = await seatMove(trx, table, roundId, session.memberId, kept[0]!, stillTaking)
    } else {
      // A share lock: the settlement's claim (FOR UPDATE) waits for slips being written, never the other way round.
      const round = await trx.selectFrom('table_rounds').select(['status', 'closes_at', 'result_at']).where('round_id', '=', roundId).forShare().executeTakeFirst()
      if (!stillTaking(round)) throw new ApiError('BETS_CLOSED', 'Bets for this round are closed.')
      const raised = await trx.insertInto('table_stakes').values({ round_id: roundId, member_id: session.memberId, staked: total })
        .onConflict((oc) => oc.columns(['round_id', 'member_id']).doUpdateSet({ staked: sql`table_stakes.staked + excluded.staked` })
          .where(sql<boolean>`table_stakes.staked + excluded.staked <= ${limit}`))
        .returning('staked').executeTakeFirst()
      if (!raised) throw new ApiError('LIMIT_REACHED', `A round takes at most ${limit} from one player.`)
    }
    await trx.insertInto('table_bets').values({ bet_id: betId, round_id: roundId, member_id: session.memberId, game_id: session.game.id, spots: JSON.stringify(kept), stake: total, status: 'pending' }).execute()
  })
  const vendor = session.game.vassalage
  let debit
  try {
    debit = await ctx.wallet.debit({ vendor, playerId: session.memberId, txId: `${betId}-bet`, roundId: betId, gameId: session.game.id, amount: total })
  } catch (e) {
    // Undone now if the wallet answers; else the slip stays pending and the settlement rolls it back.
    const undone = await ctx.wallet.rollback({ vendor, playerId: session.memberId, txId: `${betId}-rb`, refTxId: `${betId}-bet` }).then(() => true, () => false)
    if (undone) {
      const voided = await ctx.db.updateTable('table_bets').set({ status: 'void', settled_at: new Date(ctx.now()) }).where('bet_id', '=', betId).where('status', '=', 'pending').executeTakeFirst()
      if (voided.numUpdatedRows > 0n) await release(ctx.db, roundId, session.memberId, total)
    }
    throw e
  }
  if (!debit.ok) {
    await ctx.db.updateTable('table_bets').set({ status: 'refused', settled_at: new Date(ctx.now()) }).where('bet_id', '=', betId).where('status', '=', 'pending').execute()
    await release(ctx.db, roundId, session.memberId, total)
    throw await betRefusal(ctx.db, session.memberId, debit, 'bet', ctx.now())
  }
  const placed = await ctx.db.updateTable('table_bets').set({ status: 'placed' }).where('bet_id', '=', betId).where('status', '=', 'pending').executeTakeFirst()
  // The round was settled while the debit was on its way: the settlement rolled the slip back.
  if (placed.numUpdatedRows === 0n) throw new ApiError('BETS_CLOSED', 'Bets for this round are closed.')
  return { betId, roundId, stake: total, balance: debit.balance, cards: cardsOf(kept) }
}

/**
 * A move at a card room, in the slip's transaction. An ante takes the next free seat (a
 * conditional update of the round's count, which also holds the round against its settlement)
 * and needs the member not to be seated yet; a call needs the member's ante placed and no call
 * yet, so a member stakes at most ante + call on a hand. Returns the bet as kept (an ante with its seat).
 */
const seatMove = async (trx: Db, table: TableSetup, roundId: string, memberId: number, bet: Slip, stillTaking: (round: { status: string; closes_at: Date; result_at: Date } | undefined) => boolean): Promise<Slip> => {
  // An ante's seat update locks the round itself; a call holds it shared, so the settlement's claim waits for either.
  const read = trx.selectFrom('table_rounds').select(['status', 'closes_at', 'result_at']).where('round_id', '=', roundId)
  const round = await (bet.spot === 'ante' ? read : read.forShare()).executeTakeFirst()
  if (!stillTaking(round)) throw new ApiError('BETS_CLOSED', 'Bets for this round are closed.')
  if (bet.spot === 'ante') {
    const fresh = await trx.insertInto('table_stakes').values({ round_id: roundId, member_id: memberId, staked: bet.stake })
      .onConflict((oc) => oc.columns(['round_id', 'member_id']).doUpdateSet({ staked: sql`excluded.staked` }).where(sql<boolean>`table_stakes.staked = 0`))
      .returning('staked').executeTakeFirst()
    if (!fresh) throw new ApiError('LIMIT_REACHED', 'You are already seated in this hand.')
    const seated = await trx.updateTable('table_rounds').set({ seats_taken: sql`seats_taken + 1` })
      .where('round_id', '=', roundId).where('status', '=', 'open').where('seats_taken', '<', table.seats)
      .returning('seats_taken').executeTakeFirst()
    if (!seated) throw new ApiError('TABLE_FULL', 'Every seat of this hand is taken.')
    return { ...bet, seat: seated.seats_taken - 1 }
  }
  const called = await trx.updateTable('table_stakes').set({ staked: sql`staked + ${bet.stake}` })
    .where('round_id', '=', roundId).where('member_id', '=', memberId).where('staked', '=', String(bet.stake))
    .where((eb) => eb.exists(eb.selectFrom('table_bets').select('bet_id').where('round_id', '=', roundId).where('member_id', '=', memberId).where('status', '=', 'placed')))
    .returning('staked').executeTakeFirst()
  if (!called) throw new ApiError('LIMIT_REACHED', 'A call needs your ante in this hand, and is made once.')
  return bet
}

/** A bingo slip's cards with their numbers (row by row, 0 the free centre); none for other slips. */
const cardsOf = (spots: ReadonlyArray<Slip>) => spots.filter((s) => s.seed !== undefined).map((s) => ({ seed: s.seed!, numbers: cardOf(s.seed!) }))

/** Takes one due round (result time passed, not settled, not leased by a live process) for `owner`. */
const claimDueRound = async (ctx: TableContext, owner: string) => {
  const now = new Date(ctx.now())
  return ctx.db.updateTable('table_rounds').set({ lease_owner: owner, lease_until: new Date(now.getTime() + LEASE_MS) })
    .where('round_id', '=', (eb) => eb.selectFrom('table_rounds').select('round_id')
      .where('status', '=', 'open').where('result_at', '<=', now)
      .where((w) => w.or([w('lease_until', 'is', null), w('lease_until', '<', now)]))
      .orderBy('result_at').limit(1).forUpdate().skipLocked())
    .returningAll().executeTakeFirst()
}

/** Settles one claimed round: every slip paid or rolled back through the wallet, then the result kept and the seed revealed. */
const settleRound = async (ctx: TableContext, round: NonNullable<Awaited<ReturnType<typeof claimDueRound>>>) => {
  const engine = round.engine as TableEngine
  const serverSeed = openSeed(ctx.key, round.server_seed)
  let result = tableResult(engine, serverSeed, round.table_id, Number(round.round_no))
  const slips = await ctx.db.selectFrom('table_bets as b').innerJoin('games as g', 'g.id', 'b.game_id')
    .select(['b.bet_id', 'b.member_id', 'b.spots', 'b.stake', 'b.status', 'g.vassalage', 'g.max_win_multiple'])
    .where('b.round_id', '=', round.round_id).where('b.status', 'in', ['pending', 'placed', 'settled']).orderBy('b.bet_id').execute()
  let paid = 0
  // Slips a cut-short run already paid still count in a pot; they are not paid again.
  const placed: typeof slips = slips.filter((s) => s.status === 'settled')
  for (const slip of slips) {
    if (slip.status === 'pending') {
      await ctx.wallet.rollback({ vendor: slip.vassalage, playerId: slip.member_id, txId: `${slip.bet_id}-rb`, refTxId: `${slip.bet_id}-bet` })
      const undone = await ctx.db.updateTable('table_bets').set({ status: 'void', settled_at: new Date(ctx.now()) }).where('bet_id', '=', slip.bet_id).where('status', '=', 'pending').executeTakeFirst()
      if (undone.numUpdatedRows > 0n) await release(ctx.db, round.round_id, slip.member_id, Number(slip.stake))
    } else if (slip.status === 'placed') placed.push(slip)
  }
  // A pot game counts every card or seat still in it; other tables pay each slip on its own.
  const table = await tableSetup(ctx.db, engine, round.table_id)
  const pool = TABLE_GAMES[engine].pool?.(result, placed.map((s) => ({ betId: s.bet_id, memberId: s.member_id, spots: s.spots as unknown as Slip[] })), table)
  if (pool) result = pool.result
  const multiples = new Map<number | null, number>()
  for (const slip of placed.filter((s) => s.status === 'placed')) {
    const won = pool ? pool.wins.get(slip.bet_id) ?? 0 : slipReturn(engine, slip.spots as unknown as Slip[], result)
    if (!multiples.has(slip.max_win_multiple)) multiples.set(slip.max_win_multiple, await maxWinMultiple(ctx.db, slip))
    const win = cappedWin(won, Number(slip.stake), multiples.get(slip.max_win_multiple)!)
    const credit = await ctx.wallet.credit({ vendor: slip.vassalage, playerId: slip.member_id, txId: `${slip.bet_id}-win`, roundId: slip.bet_id, amount: win })
    // A credit the wallet refuses leaves the round open (its lease runs out and a later run tries again), never a win recorded unpaid.
    if (!credit.ok && credit.code !== 'ROUND_SETTLED') throw new Error(`credit of slip ${slip.bet_id} refused: ${credit.code}`)
    await ctx.db.updateTable('table_bets').set({ status: 'settled', win, settled_at: new Date(ctx.now()) }).where('bet_id', '=', slip.bet_id).execute()
    paid += win
  }
  await ctx.db.updateTable('table_rounds').set({ status: 'settled', result: JSON.stringify(result), server_seed: serverSeed, settled_at: new Date(ctx.now()), lease_owner: null, lease_until: null })
    .where('round_id', '=', round.round_id).where('lease_owner', '=', round.lease_owner).execute()
  return { roundId: round.round_id, slips: slips.filter((s) => s.status !== 'settled').length, paid }
}

/** Settles the rounds whose result time has passed, at most `max` in one run. */
export const settleDueRounds = async (ctx: TableContext, owner: string, max = 50) => {
  const done: Array<{ roundId: string; slips: number; paid: number }> = []
  while (done.length < max) {
    const round = await claimDueRound(ctx, owner)
    if (!round) break
    done.push(await settleRound(ctx, round))
  }
  return done
}

/** The last settled results of a table, newest first (the road the page draws). */
export const recentResults = async (db: Db, tableId: string, limit = 12) =>
  (await db.selectFrom('table_rounds').select(['round_no', 'result']).where('table_id', '=', tableId).where('status', '=', 'settled')
    .orderBy('round_no', 'desc').limit(limit).execute()).map((r) => ({ roundNo: Number(r.round_no), result: r.result as TableResult }))

/** What everyone at a table sees now: the round, its phase and times, the committed hash, the result once shown, the players in, and the road. */
export const tableSnapshot = async (ctx: TableContext, engine: TableEngine, tableId: string) => {
  const { times, phase, now } = currentRound(ctx, engine)
  const row = await ensureRound(ctx, engine, tableId, times)
  const [players, history] = await Promise.all([
    ctx.db.selectFrom('table_stakes').select((eb) => [eb.fn.countAll<string>().as('n'), eb.fn.coalesce(eb.fn.sum<string>('staked'), eb.lit(0)).as('total')])
      .where('round_id', '=', row.round_id).where('staked', '>', '0').executeTakeFirstOrThrow(),
    recentResults(ctx.db, tableId),
  ])
  let result = revealedResult(ctx, row)
  // A pot game's winners, once its cards are all in: counted from the slips until the settlement keeps them.
  const pool = TABLE_GAMES[engine].pool
  const table = pool ? await tableSetup(ctx.db, engine, tableId) : null
  if (pool && table && result && row.result === null) {
    const slips = await ctx.db.selectFrom('table_bets').select(['bet_id', 'member_id', 'spots']).where('round_id', '=', row.round_id).where('status', 'in', ['placed', 'settled']).execute()
    result = pool(result, slips.map((s) => ({ betId: s.bet_id, memberId: s.member_id, spots: s.spots as unknown as Slip[] })), table).result
  }
  return {
    tableId, engine, roundId: row.round_id, roundNo: times.roundNo, phase, serverNow: now,
    opensAt: times.opensAt, closesAt: times.closesAt, resultAt: times.resultAt, endsAt: times.endsAt,
    serverSeedHash: row.server_seed_hash, result,
    preview: tablePreview(engine, openSeed(ctx.key, row.server_seed), tableId, times.roundNo),
    players: Number(players.n), staked: Number(players.total), history,
    seats: table && table.seats > 0 ? { count: table.seats, ante: table.chips[0]!, taken: await seatsTaken(ctx.db, row.round_id) } : null,
  }
}

/** Who sits where in a card room's hand (their account masked), and who has called. */
const seatsTaken = async (db: Db, roundId: string) => {
  const bets = await db.selectFrom('table_bets as b').innerJoin('members as m', 'm.id', 'b.member_id')
    .select(['b.member_id', 'b.spots', 'm.account']).where('b.round_id', '=', roundId).where('b.status', 'in', ['placed', 'settled']).execute()
  const calls = new Set(bets.filter((b) => (b.spots as unknown as Slip[]).some((x) => x.spot === 'call')).map((b) => b.member_id))
  return bets.flatMap((b) => (b.spots as unknown as Slip[]).filter((x) => x.spot === 'ante' && x.seat !== undefined)
    .map((x) => ({ seat: x.seat!, player: maskAccount(b.account), called: calls.has(b.member_id) })))
    .sort((a, b) => a.seat - b.seat)
}

/** A member's own seat and cards in a card room's current hand, once the cards are dealt; null before, or when not seated. */
export const memberHand = async (ctx: TableContext, engine: TableEngine, tableId: string, memberId: number) => {
  if (!TABLE_GAMES[engine].room) return null
  const { times, phase } = currentRound(ctx, engine)
  if (phase === 'betting') return null
  const roundId = roundIdOf(tableId, times.roundNo)
  const [round, bets] = await Promise.all([
    ctx.db.selectFrom('table_rounds').select(['server_seed']).where('round_id', '=', roundId).executeTakeFirst(),
    ctx.db.selectFrom('table_bets').select(['spots']).where('round_id', '=', roundId).where('member_id', '=', memberId).where('status', 'in', ['placed', 'settled']).execute(),
  ])
  const seat = bets.flatMap((b) => b.spots as unknown as Slip[]).find((x) => x.spot === 'ante')?.seat
  if (!round || seat === undefined) return null
  return { roundId, seat, cards: dealHands(openSeed(ctx.key, round.server_seed), tableId, times.roundNo)[seat]! }
}

/** A member's slips on a table's recent rounds (the current one and the ones before), newest first. */
export const memberSlips = async (db: Db, memberId: number, tableId: string, limit = 10) =>
  (await db.selectFrom('table_bets as b').innerJoin('table_rounds as r', 'r.round_id', 'b.round_id')
    .select(['b.bet_id', 'b.round_id', 'b.spots', 'b.stake', 'b.win', 'b.status', 'b.created_at'])
    .where('b.member_id', '=', memberId).where('r.table_id', '=', tableId).where('b.status', '!=', 'refused')
    .orderBy('b.created_at', 'desc').limit(limit).execute())
    .map((b) => ({ betId: b.bet_id, roundId: b.round_id, spots: b.spots as unknown as Slip[], cards: cardsOf(b.spots as unknown as Slip[]), stake: Number(b.stake), win: b.win === null ? null : Number(b.win), status: b.status }))

/** A round, or the round of a slip, as anyone may check it: the server seed and result once settled. */
export const tableRoundForVerification = async (db: Db, id: string) => {
  const slip = id.includes(':') ? null : await db.selectFrom('table_bets').select(['bet_id', 'round_id', 'spots', 'stake', 'win', 'status']).where('bet_id', '=', id).executeTakeFirst()
  const roundId = slip ? slip.round_id : id
  const row = await db.selectFrom('table_rounds').selectAll().where('round_id', '=', roundId).executeTakeFirst()
  if (!row) return null
  const settled = row.status === 'settled'
  return {
    roundId: row.round_id, tableId: row.table_id, roundNo: Number(row.round_no), engine: row.engine, status: row.status,
    serverSeedHash: row.server_seed_hash, serverSeed: settled ? row.server_seed : null, result: settled ? row.result : null,
    slip: slip ? { betId: slip.bet_id, spots: slip.spots as unknown as Slip[], stake: Number(slip.stake), win: slip.win === null ? null : Number(slip.win), status: slip.status } : null,
  }
}

