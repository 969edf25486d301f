/**
 * The lottery's bet types as the operator prices them: each game family (an e-lottery game, or a
 * Vietnamese region) has bet types, each with default odds and a default most one selection may
 * pay on a draw (the constants of lottery-math.ts and vn-lottery-math.ts). An operator's override
 * of either (lottery-odds-store.ts) must keep a house margin: odds whose exact return to player
 * is 100% or more are refused. Pure: no database.
 *
 * E-lottery bet types group the selections the odds table prices alike:
 * - ELOTT5: sum-side (sum:big|small|odd|even), position-side (pN:big|small|odd|even), position-digit (pN:0..9);
 * - ELOTT3D: side (sum:big|small|odd|even), any-triple (triple:any), triple (triple:1..6), sum-4 .. sum-17 (sum:n).
 * Vietnamese bet types are the region's lo, de, 3c, x2, x3, x4.
 */
import { DICE_ODDS, FIVE_D_ODDS, LOTTERY_LIMITS, type LotteryGameId } from './lottery-math.ts'
import { VN_BET_TYPES, vnRtp, type VnBetType } from './vn-lottery-math.ts'
import { VN_MODE_ODDS, VN_ODDS_FAMILIES, vnFamilyParts, vnModeLimit, type VnOddsFamily } from './vn-lottery-prize-modes.ts'

/** An e-lottery game, or a Vietnamese region in a prize mode (vn-lottery-prize-modes.ts: "north" is Lott's, "north-zy" ZY's …). */
export type OddsFamily = LotteryGameId | VnOddsFamily
export const ODDS_FAMILIES: ReadonlyArray<OddsFamily> = ['ELOTT5', 'ELOTT3D', ...VN_ODDS_FAMILIES]
export const isOddsFamily = (word: string): word is OddsFamily => (ODDS_FAMILIES as ReadonlyArray<string>).includes(word)

/** Each Vietnamese odds family's default odds: its prize mode's table for its region. */
function vnDefaults(): Record<VnOddsFamily, ReadonlyMap<string, number>> {
  const out = {} as Record<VnOddsFamily, ReadonlyMap<string, number>>
  for (const f of VN_ODDS_FAMILIES) {
    const { region, mode } = vnFamilyParts(f)!
    out[f] = new Map(VN_BET_TYPES.map((t) => [t, VN_MODE_ODDS[mode][region][t]]))
  }
  return out
}

const DICE_SUMS = Array.from({ length: 14 }, (_, i) => i + 4)
/** Each family's bet types with their default odds (hundredths, stake included). */
const DEFAULT_ODDS: Readonly<Record<OddsFamily, ReadonlyMap<string, number>>> = {
  ELOTT5: new Map([['sum-side', FIVE_D_ODDS.sumSide], ['position-side', FIVE_D_ODDS.positionSide], ['position-digit', FIVE_D_ODDS.positionDigit]]),
  ELOTT3D: new Map<string, number>([['side', DICE_ODDS.side], ['any-triple', DICE_ODDS.anyTriple], ['triple', DICE_ODDS.triple], ...DICE_SUMS.map((n) => [`sum-${n}`, DICE_ODDS.sum[n]!] as [string, number])]),
  ...vnDefaults(),
}

export const betTypesOf = (family: OddsFamily): string[] => [...DEFAULT_ODDS[family].keys()]
export const isBetTypeOf = (family: OddsFamily, betType: string): boolean => DEFAULT_ODDS[family].has(betType)
export const defaultOdds = (family: OddsFamily, betType: string): number | null => DEFAULT_ODDS[family].get(betType) ?? null
export const defaultLimit = (family: OddsFamily): number => {
  const vn = vnFamilyParts(family)
  return vn ? vnModeLimit(vn.mode) : LOTTERY_LIMITS.maxPayoutPerSelection
}

/** The bet type of a normalised selection of an e-lottery game ("p3:7" -> position-digit, "sum:9" -> sum-9). */
export const eLotteryBetType = (game: LotteryGameId, selection: string): string | null => {
  const [what, pick] = selection.split(':') as [string, string | undefined]
  if (pick === undefined) return null
  if (game === 'ELOTT5') return what === 'sum' ? 'sum-side' : /^\d$/.test(pick) ? 'position-digit' : 'position-side'
  if (what === 'triple') return pick === 'any' ? 'any-triple' : 'triple'
  return /^\d+$/.test(pick) ? `sum-${pick}` : 'side'
}

/**
 * Per e-lottery bet type, on how many of the game's equally likely outcomes (10^5 digit strings,
 * 6^3 dice) its best-paying selection wins. Counted once by enumerating every outcome through the
 * settlement's own selectionWins (lottery-odds.test.ts recounts them), kept as figures so the
 * margin check costs nothing at run time.
 */
const ELOTT_WINS: Readonly<Record<LotteryGameId, { readonly total: number; readonly wins: Readonly<Record<string, number>> }>> = {
  ELOTT5: { total: 100_000, wins: { 'sum-side': 50_000, 'position-side': 50_000, 'position-digit': 10_000 } },
  ELOTT3D: {
    total: 216,
    wins: {
      side: 105, 'any-triple': 6, triple: 1,
      'sum-4': 3, 'sum-5': 6, 'sum-6': 10, 'sum-7': 15, 'sum-8': 21, 'sum-9': 25, 'sum-10': 27,
      'sum-11': 27, 'sum-12': 25, 'sum-13': 21, 'sum-14': 15, 'sum-15': 10, 'sum-16': 6, 'sum-17': 3,
    },
  },
}
/** The figures ELOTT_WINS holds, for the test that recounts them. */
export const eLotteryWins = (game: LotteryGameId) => ELOTT_WINS[game]

/**
 * The exact return to player of a bet type at `odds` (hundredths), as [numerator, denominator]:
 * its best-paying selection's chance times the odds (a lô's expected hits times the odds).
 */
export const exactRtp = (family: OddsFamily, betType: string, odds: number): [bigint, bigint] => {
  const vn = vnFamilyParts(family)
  if (vn) return vnRtp(vn.region, betType as VnBetType, odds)
  const { wins, total } = ELOTT_WINS[family as LotteryGameId]
  // An unknown bet type counts as always winning, so no odds pass for it.
  return [BigInt(wins[betType] ?? total) * BigInt(odds), BigInt(total) * 100n]
}

/** Whether the house keeps a margin at these odds: the return to player is below 100%. */
export const keepsMargin = (family: OddsFamily, betType: string, odds: number): boolean => {
  const [num, den] = exactRtp(family, betType, odds)
  return num < den
}
