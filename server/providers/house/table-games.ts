/**
 * The shared-table games of the house (LIVE titles): for each, its cadence (how long bets are
 * open, how long the deal or spin runs before the result shows, how long the result stays up,
 * in table seconds: TABLE_SECOND_MS, a real second unless a test shortens it), the spots a bet
 * may name, the result of a round's draw and what a stake on a spot returns.
 */
import { BACCARAT_SPOTS, baccaratResult, baccaratReturn, type BaccaratResult, type BaccaratSpot } from './baccarat-math.ts'
import { isRouletteSpot, rouletteResult, rouletteReturn, type RouletteResult, type RouletteSpot } from './roulette-math.ts'
import { tableDraw } from './table-draw.ts'

export const TABLE_ENGINES = ['baccarat', 'roulette'] as const
export type TableEngine = (typeof TABLE_ENGINES)[number]

export interface Cadence {
  /** Bets are taken for this long from the round's start. */
  readonly betting: number
  /** Then the cards are dealt or the ball spins: no more bets, no result yet. */
  readonly dealing: number
  /** Then the result shows (and the round is settled) until the next round starts. */
  readonly showing: number
}

export type TableResult = BaccaratResult | RouletteResult

interface TableGame {
  readonly cadence: Cadence
  readonly isSpot: (spot: string) => boolean
  readonly result: (words: ReadonlyArray<number>) => TableResult
  readonly returns: (spot: string, stake: number, result: TableResult) => number
}

export const TABLE_GAMES: Readonly<Record<TableEngine, TableGame>> = {
  baccarat: {
    cadence: { betting: 15, dealing: 6, showing: 6 },
    isSpot: (spot) => (BACCARAT_SPOTS as ReadonlyArray<string>).includes(spot),
    result: baccaratResult,
    returns: (spot, stake, r) => baccaratReturn(spot as BaccaratSpot, stake, r as BaccaratResult),
  },
  roulette: {
    cadence: { betting: 18, dealing: 6, showing: 6 },
    isSpot: isRouletteSpot,
    result: rouletteResult,
    returns: (spot, stake, r) => rouletteReturn(spot as RouletteSpot, stake, r as RouletteResult),
  },
}

export const isTableEngine = (engine: string): engine is TableEngine => (TABLE_ENGINES as ReadonlyArray<string>).includes(engine)

/** Chip values a bet is made of, in minor units, and the most one member may stake on one round. */
export const TABLE_CHIPS: ReadonlyArray<number> = [100, 500, 1_000, 5_000, 10_000]
export const TABLE_ROUND_LIMIT = 100_000

/** A round's result from its seed. */
export const tableResult = (engine: TableEngine, serverSeed: string, tableId: string, roundNo: number): TableResult =>
  TABLE_GAMES[engine].result(tableDraw(serverSeed, tableId, roundNo))

/** What a slip of stakes returns on a result. */
export const slipReturn = (engine: TableEngine, spots: ReadonlyArray<{ spot: string; stake: number }>, result: TableResult): number =>
  spots.reduce((sum, s) => sum + TABLE_GAMES[engine].returns(s.spot, s.stake, result), 0)
