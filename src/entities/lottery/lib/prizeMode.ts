import type { PrizeMode } from '@/shared/api'

/** A prize mode the Vietnamese lottery plays (Elott is the e-lottery's, which has no such choice). */
export type VnPrizeMode = Exclude<PrizeMode, 'Elott'>

const VN_PRIZE_MODES: readonly VnPrizeMode[] = ['Lott', 'ZY', 'SEA']
const isVnPrizeMode = (word: string | null): word is VnPrizeMode => (VN_PRIZE_MODES as readonly (string | null)[]).includes(word)

/** The query parameter that keeps the lobby's chosen prize mode (`/vnlottery?mode=ZY`), so a reload or a shared link keeps it. */
export const PRIZE_MODE_PARAM = 'mode'

/** The brand's prize modes (status `prizeModes`) the Vietnamese lottery plays, in the brand's order; Lott when it names none. */
export function vnPrizeModes(brandModes: readonly string[]): VnPrizeMode[] {
  const offered = [...new Set(brandModes)].filter(isVnPrizeMode)
  return offered.length > 0 ? offered : ['Lott']
}

/** The prize mode asked for when the brand offers it, else the brand's first. */
export function offeredPrizeMode(asked: string | null, offered: readonly VnPrizeMode[]): VnPrizeMode {
  return isVnPrizeMode(asked) && offered.includes(asked) ? asked : (offered[0] ?? 'Lott')
}

/** The prize mode an address asks for when the brand offers it, else the brand's first. */
export function prizeModeOf(search: string | URLSearchParams, offered: readonly VnPrizeMode[]): VnPrizeMode {
  return offeredPrizeMode(new URLSearchParams(search).get(PRIZE_MODE_PARAM), offered)
}
