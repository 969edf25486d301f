/**
 * European roulette as spun at the house's tables: one zero, 37 pockets; the pocket is
 * floor(u0 * 37 / 2^32) of the round's draw (table-draw.ts). The usual bets, with what a
 * winning stake returns (stake included): a number 36× (35 to 1); red, black, odd, even,
 * 1-18, 19-36 2× (evens); a dozen or a column 3× (2 to 1). Zero loses every outside bet.
 */
import { pick } from './table-draw.ts'

export const RED_NUMBERS: ReadonlySet<number> = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36])

export const OUTSIDE_SPOTS = ['red', 'black', 'odd', 'even', 'low', 'high', 'dozen1', 'dozen2', 'dozen3', 'column1', 'column2', 'column3'] as const
/** A spot: an outside bet, or "n<0..36>" for a single number. */
export type RouletteSpot = (typeof OUTSIDE_SPOTS)[number] | `n${number}`

export interface RouletteResult { readonly pocket: number; readonly colour: 'red' | 'black' | 'green' }

export const isRouletteSpot = (spot: string): spot is RouletteSpot => {
  if ((OUTSIDE_SPOTS as ReadonlyArray<string>).includes(spot)) return true
  const m = /^n(\d{1,2})$/.exec(spot)
  return m !== null && Number(m[1]) <= 36 && String(Number(m[1])) === m[1]
}

export const colourOf = (pocket: number): RouletteResult['colour'] => (pocket === 0 ? 'green' : RED_NUMBERS.has(pocket) ? 'red' : 'black')

export const rouletteResult = (words: ReadonlyArray<number>): RouletteResult => {
  const pocket = pick(words[0]!, 37)
  return { pocket, colour: colourOf(pocket) }
}

/** Whether a spot covers a pocket. */
export const covers = (spot: RouletteSpot, n: number): boolean => {
  if (spot.startsWith('n')) return Number(spot.slice(1)) === n
  if (n === 0) return false
  switch (spot) {
    case 'red': return RED_NUMBERS.has(n)
    case 'black': return !RED_NUMBERS.has(n)
    case 'odd': return n % 2 === 1
    case 'even': return n % 2 === 0
    case 'low': return n <= 18
    case 'high': return n >= 19
    case 'dozen1': return n <= 12
    case 'dozen2': return n >= 13 && n <= 24
    case 'dozen3': return n >= 25
    case 'column1': return n % 3 === 1
    case 'column2': return n % 3 === 2
    case 'column3': return n % 3 === 0
    default: return false
  }
}

/** What a winning stake returns, as a multiple of the stake. */
export const rouletteMultiple = (spot: RouletteSpot): number =>
  spot.startsWith('n') ? 36 : spot.startsWith('dozen') || spot.startsWith('column') ? 3 : 2

export const rouletteReturn = (spot: RouletteSpot, stake: number, r: RouletteResult): number => (covers(spot, r.pocket) ? stake * rouletteMultiple(spot) : 0)
