/**
 * The Vietnamese lottery's prize modes (spec §3 names Lott, ZY, Elott and SEA; Elott is the
 * e-lottery's): the same provinces, draws and bet types, priced by three tables a member picks at
 * the launch (lottoPrizeMode). Pure: no database.
 *
 * - Lott, the standard table (VN_ODDS): each bet type's odds floor(95 / p), about 95% back.
 * - ZY, "1 ăn 99": the lô đề houses' high-payout table, floor(99 / p) (a đề returns 99 for 1),
 *   about 99% back; so thin a margin takes smaller bets, one selection paying at most a tenth of
 *   the standard limit on a draw.
 * - SEA, the Southeast Asian market's table: floor(97 / p), about 97% back, at the standard limit.
 *
 * p is the bet type's exact chance of its first hit (vnChance: a lô's expected hits). Each mode's
 * odds and limit per region and bet type are an odds family of their own (lottery-odds.ts), which
 * the operator may override like the standard one.
 */
import { VN_BET_TYPES, VN_LIMITS, VN_ODDS, VN_REGIONS, vnChance, type VnBetType, type VnRegion } from './vn-lottery-math.ts'

export type VnPrizeMode = 'Lott' | 'ZY' | 'SEA'
export const VN_PRIZE_MODES: ReadonlyArray<VnPrizeMode> = ['Lott', 'ZY', 'SEA']
export const isVnPrizeMode = (word: string): word is VnPrizeMode => (VN_PRIZE_MODES as ReadonlyArray<string>).includes(word)

/** A region's odds family in a mode: the region itself for Lott ("north"), else "north-zy", "south-sea" … */
export type VnOddsFamily = VnRegion | `${VnRegion}-zy` | `${VnRegion}-sea`
export const vnFamilyOf = (region: VnRegion, mode: VnPrizeMode): VnOddsFamily =>
  mode === 'Lott' ? region : `${region}-${mode === 'ZY' ? 'zy' : 'sea'}`
export const VN_ODDS_FAMILIES: ReadonlyArray<VnOddsFamily> = VN_PRIZE_MODES.flatMap((m) => VN_REGIONS.map((r) => vnFamilyOf(r, m)))
/** The region and mode of a Vietnamese odds family, or null for another word. */
export const vnFamilyParts = (family: string): { region: VnRegion; mode: VnPrizeMode } | null => {
  const [region, suffix] = family.split('-') as [string, string | undefined]
  if (!(VN_REGIONS as ReadonlyArray<string>).includes(region)) return null
  const mode = suffix === undefined ? 'Lott' : suffix === 'zy' ? 'ZY' : suffix === 'sea' ? 'SEA' : null
  return mode ? { region: region as VnRegion, mode } : null
}

/** Hundredths of the stake a mode returns on average (Lott's table is VN_ODDS, kept as published). */
const RETURN: Readonly<Record<Exclude<VnPrizeMode, 'Lott'>, bigint>> = { ZY: 99n, SEA: 97n }

/** floor(target / p) in hundredths, p = num / den exactly. */
const oddsFor = (target: bigint, region: VnRegion, type: VnBetType): number => {
  const c = vnChance(region, type)
  return Number((target * c.den) / c.num)
}

/** A mode's odds per region and bet type (hundredths, stake included). */
export const VN_MODE_ODDS: Readonly<Record<VnPrizeMode, Readonly<Record<VnRegion, Readonly<Record<VnBetType, number>>>>>> = {
  Lott: VN_ODDS,
  ZY: Object.fromEntries(VN_REGIONS.map((r) => [r, Object.fromEntries(VN_BET_TYPES.map((t) => [t, oddsFor(RETURN.ZY, r, t)]))])) as Record<VnRegion, Record<VnBetType, number>>,
  SEA: Object.fromEntries(VN_REGIONS.map((r) => [r, Object.fromEntries(VN_BET_TYPES.map((t) => [t, oddsFor(RETURN.SEA, r, t)]))])) as Record<VnRegion, Record<VnBetType, number>>,
}

/** The most one selection may pay on a draw by default in a mode (minor units). */
export const vnModeLimit = (mode: VnPrizeMode): number => (mode === 'ZY' ? VN_LIMITS.maxPayoutPerSelection / 10 : VN_LIMITS.maxPayoutPerSelection)
