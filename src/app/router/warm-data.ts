import type { QueryClient } from '@tanstack/react-query'
import type { GameType, Language, StatusReply } from '@/shared/api'
import { Paths } from '@/shared/config'
import { noticesQuery } from '@/entities/notice'
import { helpCenterQuery } from '@/entities/help'
import { hotGamesQuery, vendorFirstPageQuery } from '@/entities/game'
import { hallVendor, vendorLanesQuery } from '@/entities/vendor'
import { routeMetaOf } from './routes.tsx'

const HALLS: Readonly<Record<string, GameType>> = { [Paths.rng]: 'RNG', [Paths.bingo]: 'BINGO' }
const HOME: readonly string[] = [Paths.root, Paths.index, Paths.register, Paths.registerHtml]

/**
 * Starts the first screen's data for the address opened into the app's query cache, while
 * boot prepares the app, so the page finds it on its way instead of asking after its first render (each ask after
 * a render is one more round trip before the player sees the page). The header's notices and
 * the footer's help links start here too, beside the page's own calls: asked by the header
 * and footer as they render, they came after the page's first call and were the last of the
 * first screen's answers. Never throws: the page asks again, and shows the failure, when it
 * renders.
 */
export function warmPageData(queryClient: QueryClient, { pathname, search }: { pathname: string; search: string }, status: StatusReply, language: Language): void {
  const merchantCode = status.info.brand.merchantCode
  const meta = routeMetaOf(pathname)
  if (meta?.header || HOME.includes(pathname)) void queryClient.prefetchQuery(noticesQuery(language))
  if (meta?.footer) void queryClient.prefetchQuery(helpCenterQuery(language))
  if (HOME.includes(pathname)) {
    void queryClient.prefetchQuery(hotGamesQuery(merchantCode, language))
    return
  }
  const gameType = HALLS[pathname]
  if (gameType) {
    void queryClient.fetchQuery(vendorLanesQuery(merchantCode)).then((lanes) => {
      const vendor = hallVendor(lanes, gameType, new URLSearchParams(search).get('page'), null)
      return vendor && queryClient.prefetchQuery(vendorFirstPageQuery(gameType, vendor.vassalage))
    }).catch(() => undefined)
  }
}
