/**
 * The shared-table games of the house (LIVE titles, the cockfight pit, the bingo rooms): for
 * each, its cadence (how long bets are open, how long the deal, spin, fight or call runs, how
 * long the result stays up, in table seconds: TABLE_SECOND_MS, a real second unless a test
 * shortens it), the spots a bet may name, the result of a round's seed and what a stake on a
 * spot returns; or, for bingo, where every card sold makes the pot, what each slip wins of it.
 */
import { BACCARAT_SPOTS, baccaratResult, baccaratReturn, type BaccaratResult, type BaccaratSpot } from './baccarat-math.ts'
import { isRouletteSpot, rouletteResult, rouletteReturn, type RouletteResult, type RouletteSpot } from './roulette-math.ts'
import { COCKFIGHT_SPOTS, cockfightResult, cockfightReturn, fightOdds, type CockfightResult, type CockfightSpot, type FightOdds } from './cockfight-math.ts'
import { bingoOutcome, CARD_PRICE, drawOrder, MAX_CARDS } from './bingo-math.ts'
import { tableDraw } from './table-draw.ts'
import { dealHands, POKER_SPOTS, seatReturn, showdown, type PokerResult } from './poker-math.ts'
import type { TablePhase } from './table-schedule.ts'

export const TABLE_ENGINES = ['baccarat', 'roulette', 'cockfight', 'bingo', 'poker'] as const
export type TableEngine = (typeof TABLE_ENGINES)[number]

export interface Cadence {
  /** Bets are taken for this long from the round's start. */
  readonly betting: number
  /** Then the cards are dealt, the ball spins, the cocks fight or the balls are called: no more bets. */
  readonly dealing: number
  /** Then the result shows (and the round is settled) until the next round starts. */
  readonly showing: number
}

/** A bingo game's draw, and once its cards are counted, its line and full-house winners and prizes. */
export interface BingoResult {
  readonly draw: ReadonlyArray<number>
  readonly line?: { readonly ball: number; readonly cards: number; readonly prize: number }
  readonly fullHouse?: { readonly ball: number; readonly cards: number; readonly prize: number }
  readonly pot?: number
}

export type TableResult = BaccaratResult | RouletteResult | CockfightResult | BingoResult | PokerResult

/** A bet of a slip as kept: a spot and its stake (a bingo card also has its seed, a poker ante its seat). */
export interface Slip { readonly spot: string; readonly stake: number; readonly seed?: string; readonly seat?: number }

/** One table of a game: its id, its chips and round limit, and its seats (a PVP room's; 0 where anyone may bet). */
export interface TableSetup { readonly id: string; readonly chips: ReadonlyArray<number>; readonly roundLimit: number; readonly seats: number }

/** A slip as a pot game counts it. */
export interface PoolSlip { readonly betId: string; readonly memberId: number; readonly spots: ReadonlyArray<Slip> }

interface TableGame {
  readonly cadence: Cadence
  /** What the table shows of a round while bets are open (a fight's odds); none for the others. */
  readonly preview?: (words: ReadonlyArray<number>) => FightOdds
  readonly isSpot: (spot: string) => boolean
  readonly result: (serverSeed: string, tableId: string, roundNo: number) => TableResult
  /** What a stake on a spot returns (the tables where each bet stands alone). */
  readonly returns?: (spot: string, stake: number, result: TableResult) => number
  /** What each slip wins when the slips share a pot (bingo, poker), and the result with its winners. */
  readonly pool?: (result: TableResult, slips: ReadonlyArray<PoolSlip>, table: TableSetup) => { wins: ReadonlyMap<string, number>; result: TableResult }
  /** The chips a stake is made of (the first is the smallest unit), and the most one member may stake on a round, in minor units. */
  readonly chips: ReadonlyArray<number>
  readonly roundLimit: number
  /** A game played at seats (poker): each table is a room with its own ante and seats. */
  readonly room?: (ante: number, seats: number) => { chips: ReadonlyArray<number>; roundLimit: number }
  /** The phase in which a spot takes bets (poker calls while the cards are out); bets are taken while betting otherwise. */
  readonly spotPhase?: (spot: string) => TablePhase
  /** The result stays hidden until the result time (poker: the hands are secret while players decide); else it shows once bets close. */
  readonly hiddenUntilResult?: boolean
}

/** Chip values a bet is made of, in minor units, and the most one member may stake on one round of a table. */
export const TABLE_CHIPS: ReadonlyArray<number> = [100, 500, 1_000, 5_000, 10_000]
export const TABLE_ROUND_LIMIT = 100_000

const fromWords = <R extends TableResult>(f: (words: ReadonlyArray<number>) => R) => (seed: string, tableId: string, roundNo: number) => f(tableDraw(seed, tableId, roundNo))

export const TABLE_GAMES: Readonly<Record<TableEngine, TableGame>> = {
  baccarat: {
    cadence: { betting: 15, dealing: 6, showing: 6 },
    isSpot: (spot) => (BACCARAT_SPOTS as ReadonlyArray<string>).includes(spot),
    result: fromWords(baccaratResult),
    returns: (spot, stake, r) => baccaratReturn(spot as BaccaratSpot, stake, r as BaccaratResult),
    chips: TABLE_CHIPS,
    roundLimit: TABLE_ROUND_LIMIT,
  },
  roulette: {
    cadence: { betting: 18, dealing: 6, showing: 6 },
    isSpot: isRouletteSpot,
    result: fromWords(rouletteResult),
    returns: (spot, stake, r) => rouletteReturn(spot as RouletteSpot, stake, r as RouletteResult),
    chips: TABLE_CHIPS,
    roundLimit: TABLE_ROUND_LIMIT,
  },
  /** A fight every 65 s: 45 s of bets, 12 s of fighting, 8 s of result. */
  cockfight: {
    cadence: { betting: 45, dealing: 12, showing: 8 },
    preview: fightOdds,
    isSpot: (spot) => (COCKFIGHT_SPOTS as ReadonlyArray<string>).includes(spot),
    result: fromWords(cockfightResult),
    returns: (spot, stake, r) => cockfightReturn(spot as CockfightSpot, stake, r as CockfightResult),
    chips: TABLE_CHIPS,
    roundLimit: TABLE_ROUND_LIMIT,
  },
  /** A game every 85 s: 30 s to buy cards, 45 s of calls (a ball every 0.6 s), 10 s of result. */
  bingo: {
    cadence: { betting: 30, dealing: 45, showing: 10 },
    isSpot: (spot) => spot === 'card',
    result: (seed, roomId, gameNo): BingoResult => ({ draw: drawOrder(seed, roomId, gameNo) }),
    pool: (result, slips) => {
      const { draw } = result as BingoResult
      const cards = slips.flatMap((s) => s.spots.map((c) => ({ owner: s.betId, seed: c.seed ?? '' })))
      const outcome = bingoOutcome(draw, cards)
      return { wins: outcome.wins, result: { draw, line: outcome.line, fullHouse: outcome.fullHouse, pot: outcome.pot } }
    },
    chips: [CARD_PRICE],
    roundLimit: MAX_CARDS * CARD_PRICE,
  },
  /** A hand every 40 s: 15 s to sit in, 15 s to call or fold, 10 s of showdown. */
  poker: {
    cadence: { betting: 15, dealing: 15, showing: 10 },
    isSpot: (spot) => (POKER_SPOTS as ReadonlyArray<string>).includes(spot),
    result: (seed, roomId, handNo): PokerResult => ({ hands: dealHands(seed, roomId, handNo) }),
    pool: (result, slips, table) => {
      const { hands } = result as PokerResult
      const ante = table.chips[0]!
      const seatOf = new Map<number, { betId: string; seat: number }>()
      for (const s of slips) for (const b of s.spots) if (b.spot === 'ante' && b.seat !== undefined) seatOf.set(s.memberId, { betId: s.betId, seat: b.seat })
      const calls = new Set(slips.filter((s) => s.spots.some((b) => b.spot === 'call')).map((s) => s.memberId))
      const players = new Map([...seatOf].map(([member, { seat }]) => [seat, calls.has(member)]))
      const outcome = showdown(hands, table.seats, ante, players)
      const wins = new Map([...seatOf.values()].map(({ betId, seat }) => [betId, seatReturn(outcome, seat, ante)]))
      return { wins, result: { hands: hands.slice(0, table.seats), ...outcome } }
    },
    room: (ante) => ({ chips: [ante], roundLimit: 2 * ante }),
    spotPhase: (spot) => (spot === 'call' ? 'dealing' : 'betting'),
    hiddenUntilResult: true,
    chips: [],
    roundLimit: 0,
  },
}

export const isTableEngine = (engine: string): engine is TableEngine => (TABLE_ENGINES as ReadonlyArray<string>).includes(engine)

/** What a round shows while bets are open (a fight's odds), from its seed; null for tables that show nothing. */
export const tablePreview = (engine: TableEngine, serverSeed: string, tableId: string, roundNo: number): FightOdds | null =>
  TABLE_GAMES[engine].preview?.(tableDraw(serverSeed, tableId, roundNo)) ?? null

/** A round's result from its seed. */
export const tableResult = (engine: TableEngine, serverSeed: string, tableId: string, roundNo: number): TableResult =>
  TABLE_GAMES[engine].result(serverSeed, tableId, roundNo)

/** What a slip of stakes returns on a result, at a table where each bet stands alone. */
export const slipReturn = (engine: TableEngine, spots: ReadonlyArray<{ spot: string; stake: number }>, result: TableResult): number =>
  spots.reduce((sum, s) => sum + (TABLE_GAMES[engine].returns?.(s.spot, s.stake, result) ?? 0), 0)
