/**
 * Sabong (cockfight) as fought at the house's pit: every fight has its odds before bets open and
 * a result when it ends, both from the round's draw (table-draw.ts). Word 1 gives the meron
 * (the favourite's corner) its chance of winning a fight that is not a draw, p = 35 + floor(u1 x
 * 31 / 2^32) percent (35 to 65); word 0 gives the roll x = floor(u0 x 1000 / 2^32): under 100 the
 * fight is a draw (10 %), else meron wins when x - 100 < 9p (so with probability 0.9 x p), else wala.
 *
 * Meron and wala pay fixed odds set so each returns 95 % of what is staked on it (a winning stake
 * returns floor(85000 / (9 x its chance in percent)) hundredths of itself; on a draw both are
 * returned); a draw bet pays 8 to 1 (returns 9 times the stake), a 90 % return.
 */
import { pick } from './table-draw.ts'

export const COCKFIGHT_SPOTS = ['meron', 'draw', 'wala'] as const
export type CockfightSpot = (typeof COCKFIGHT_SPOTS)[number]

export interface FightOdds {
  /** The meron's chance of winning a fight that is not a draw, in percent. */
  readonly meronPct: number
  /** What a winning stake returns, in hundredths of the stake (stake included). */
  readonly meron: number
  readonly wala: number
  readonly draw: number
}

export interface CockfightResult { readonly odds: FightOdds; readonly roll: number; readonly winner: 'meron' | 'wala' | 'draw' }

/** What a winning meron or wala stake returns, in hundredths, for a side whose chance (no draw) is `pct` percent. */
export const sideReturn = (pct: number): number => Math.floor(85_000 / (9 * pct))

export const fightOdds = (words: ReadonlyArray<number>): FightOdds => {
  const meronPct = 35 + pick(words[1]!, 31)
  return { meronPct, meron: sideReturn(meronPct), wala: sideReturn(100 - meronPct), draw: 900 }
}

export const cockfightResult = (words: ReadonlyArray<number>): CockfightResult => {
  const odds = fightOdds(words)
  const roll = pick(words[0]!, 1000)
  const winner = roll < 100 ? 'draw' : roll - 100 < 9 * odds.meronPct ? 'meron' : 'wala'
  return { odds, roll, winner }
}

/** What a stake on `spot` returns after this fight, in minor units. */
export const cockfightReturn = (spot: CockfightSpot, stake: number, r: CockfightResult): number => {
  if (spot === 'draw') return r.winner === 'draw' ? Math.floor((stake * r.odds.draw) / 100) : 0
  if (r.winner === 'draw') return stake
  return r.winner === spot ? Math.floor((stake * r.odds[spot]) / 100) : 0
}
