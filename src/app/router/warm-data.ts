import type { GameType, Language, StatusReply } from '@/shared/api'
import { Paths } from '@/shared/config'
import { notices } from '@/entities/notice'
import { hotGames, vendorGames } from '@/entities/game'
import { hallVendor, vendorLanes } from '@/entities/vendor'

const HALLS: Readonly<Record<string, GameType>> = { [Paths.rng]: 'RNG', [Paths.bingo]: 'BINGO' }
const HOME: readonly string[] = [Paths.root, Paths.index, Paths.register, Paths.registerHtml]

/**
 * Starts the first screen's data for the address opened, while boot prepares the app, so
 * the page finds it on its way instead of asking after its first render (each ask after
 * a render is one more round trip before the player sees the page). Never throws: the page
 * asks again, and shows the failure, when it renders.
 */
export function warmPageData({ pathname, search }: { pathname: string; search: string }, status: StatusReply, language: Language): void {
  const merchantCode = status.info.brand.merchantCode
  const quiet = (p: Promise<unknown>) => void p.catch(() => undefined)
  if (HOME.includes(pathname)) {
    quiet(notices.load(language))
    quiet(hotGames.load({ merchantCode, language }))
    return
  }
  const gameType = HALLS[pathname]
  if (gameType) {
    quiet(vendorLanes.load(merchantCode).then((lanes) => {
      const vendor = hallVendor(lanes, gameType, new URLSearchParams(search).get('page'), null)
      return vendor && vendorGames.load({ gameType, vassalage: vendor.vassalage })
    }))
  }
}
