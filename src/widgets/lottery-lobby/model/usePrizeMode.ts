import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router'
import { useBrand } from '@/entities/system'
import { PRIZE_MODE_PARAM, prizeModeOf, vnPrizeModes, type VnPrizeMode } from '@/entities/lottery'

export interface PrizeModeState {
  /** The brand's prize modes the lobby offers (Elott left out). */
  readonly modes: readonly VnPrizeMode[]
  /** The mode the address asks for, or the brand's first. */
  readonly mode: VnPrizeMode
  readonly choose: (mode: VnPrizeMode) => void
}

/**
 * The lobby's prize mode, kept in the address alone (`?mode=ZY`): the menus and the results read it
 * from there and Bet hands it to the launch, so a reload or a shared link keeps it.
 */
export function usePrizeMode(): PrizeModeState {
  const brandModes = useBrand().prizeModes
  const modes = useMemo(() => vnPrizeModes(brandModes), [brandModes])
  const [params, setParams] = useSearchParams()
  const mode = prizeModeOf(params, modes)
  // Replaced, not pushed: Back leaves the lobby rather than stepping through the modes tried.
  const choose = useCallback((next: VnPrizeMode) => setParams((p) => {
    const out = new URLSearchParams(p)
    out.set(PRIZE_MODE_PARAM, next)
    return out
  }, { replace: true }), [setParams])
  return { modes, mode, choose }
}
