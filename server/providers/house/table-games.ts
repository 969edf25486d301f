/**
 * The shared-table games of the house (LIVE titles): for each, its cadence (how long bets are
 * open, how long the deal or spin runs before the result shows, how long the result stays up,
 * in table seconds: TABLE_SECOND_MS, a real second unless a test shortens it), the spots a bet
 * may name, the result of a round's draw and what a stake on a spot returns.
 */
import { BACCARAT_SPOTS, baccaratResult, baccaratReturn, type BaccaratResult, type BaccaratSpot } from './baccarat-math.ts'
import { isRouletteSpot, rouletteResult, rouletteReturn, type RouletteResult, type RouletteSpot } from './roulette-math.ts'
import { COCKFIGHT_SPOTS, cockfightResult, cockfightReturn, fightOdds, type CockfightResult, type CockfightSpot, type FightOdds } from './cockfight-math.ts'
import { tableDraw } from './table-draw.ts'

export const TABLE_ENGINES = ['baccarat', 'roulette', 'cockfight'] as const
export type TableEngine = (typeof TABLE_ENGINES)[number]

export interface Cadence {
  /** Bets are taken for this long from the round's start. */
  readonly betting: number
  /** Then the cards are dealt or the ball spins: no more bets, no result yet. */
  readonly dealing: number
  /** Then the result shows (and the round is settled) until the next round starts. */
  readonly showing: number
}

export type TableResult = BaccaratResult | RouletteResult | CockfightResult

interface TableGame {
  readonly cadence: Cadence
  /** What the table shows of a round while bets are open (a fight's odds); none for the others. */
  readonly preview?: (words: ReadonlyArray<number>) => FightOdds
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
  /** A fight every 65 s: 45 s of bets, 12 s of fighting, 8 s of result. */
  cockfight: {
    cadence: { betting: 45, dealing: 12, showing: 8 },
    preview: fightOdds,
    isSpot: (spot) => (COCKFIGHT_SPOTS as ReadonlyArray<string>).includes(spot),
    result: cockfightResult,
    returns: (spot, stake, r) => cockfightReturn(spot as CockfightSpot, stake, r as CockfightResult),
  },
}

export const isTableEngine = (engine: string): engine is TableEngine => (TABLE_ENGINES as ReadonlyArray<string>).includes(engine)

/** Chip values a bet is made of, in minor units, and the most one member may stake on one round. */
export const TABLE_CHIPS: ReadonlyArray<number> = [100, 500, 1_000, 5_000, 10_000]
export const TABLE_ROUND_LIMIT = 100_000

/** What a round shows while bets are open (a fight's odds), from its seed; null for tables that show nothing. */
export const tablePreview = (engine: TableEngine, serverSeed: string, tableId: string, roundNo: number): FightOdds | null =>
  TABLE_GAMES[engine].preview?.(tableDraw(serverSeed, tableId, roundNo)) ?? null

/** A round's result from its seed. */
export const tableResult = (engine: TableEngine, serverSeed: string, tableId: string, roundNo: number): TableResult =>
  TABLE_GAMES[engine].result(tableDraw(serverSeed, tableId, roundNo))

/** What a slip of stakes returns on a result. */
export const slipReturn = (engine: TableEngine, spots: ReadonlyArray<{ spot: string; stake: number }>, result: TableResult): number =>
  spots.reduce((sum, s) => sum + TABLE_GAMES[engine].returns(s.spot, s.stake, result), 0)
