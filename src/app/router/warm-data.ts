import type { GameType, Language, StatusReply } from '@/shared/api'
import { Paths } from '@/shared/config'
import { notices } from '@/entities/notice'
import { helpCenter } from '@/entities/help'
import { hotGames, vendorFirstPage } from '@/entities/game'
import { hallVendor, vendorLanes } from '@/entities/vendor'
import { routeMetaOf } from './routes.tsx'

const HALLS: Readonly<Record<string, GameType>> = { [Paths.rng]: 'RNG', [Paths.bingo]: 'BINGO' }
const HOME: readonly string[] = [Paths.root, Paths.index, Paths.register, Paths.registerHtml]

/**
 * Starts the first screen's data for the address opened, while boot prepares the app, so
 * the page finds it on its way instead of asking after its first render (each ask after
 * a render is one more round trip before the player sees the page). The header's notices and
 * the footer's help links start here too, beside the page's own calls: asked by the header
 * and footer as they render, they came after the page's first call and were the last of the
 * first screen's answers. Never throws: the page asks again, and shows the failure, when it
 * renders.
 */
export function warmPageData({ pathname, search }: { pathname: string; search: string }, status: StatusReply, language: Language): void {
  const merchantCode = status.info.brand.merchantCode
  const quiet = (p: Promise<unknown>) => void p.catch(() => undefined)
  const meta = routeMetaOf(pathname)
  if (meta?.header || HOME.includes(pathname)) quiet(notices.load(language))
  if (meta?.footer) quiet(helpCenter.load(language))
  if (HOME.includes(pathname)) {
    quiet(hotGames.load({ merchantCode, language }))
    return
  }
  const gameType = HALLS[pathname]
  if (gameType) {
    quiet(vendorLanes.load(merchantCode).then((lanes) => {
      const vendor = hallVendor(lanes, gameType, new URLSearchParams(search).get('page'), null)
      return vendor && vendorFirstPage.load({ gameType, vassalage: vendor.vassalage })
    }))
  }
}
