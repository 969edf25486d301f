import { useCallback, useMemo } from 'react'
import type { VnLotteryGame } from '@/shared/api'
import { useTranslation } from '@/shared/i18n'
import { PageFrame, Spinner } from '@/shared/ui'
import { useToken } from '@/entities/session'
import { useLotteryMenus, useVnGames, useVnRecent } from '@/entities/lottery'
import { useLaunchGame } from '@/features/launch-game'
import { LatestResults, MyOpenNumbers, PrizeModeChoice, usePrizeMode, VnDrawBoard } from '@/widgets/lottery-lobby'

/**
 * /vnlottery (header only): the Vietnamese lottery's lobby: every province's next draw with the
 * time left to buy, the provinces the member played lately, the member's numbers still to be
 * drawn, and the latest results (20, or 100 on demand). Bet opens the province's region at its betting view,
 * in the prize mode chosen above (kept in the address).
 */
export function VnLotteryPage() {
  const { t } = useTranslation()
  const launchGame = useLaunchGame()
  const prize = usePrizeMode()
  const games = useVnGames(prize.mode)
  const menus = useLotteryMenus()
  const titles = useMemo(() => menus.data?.flatMap((m) => m.list) ?? [], [menus.data])
  const bet = useCallback((g: VnLotteryGame) => {
    const title = titles.find((e) => e.gameId === g.gameId)
    if (title) launchGame(title, { prizeMode: prize.mode })
  }, [titles, launchGame, prize.mode])
  return (
    <PageFrame testId="page-vnlottery" title={t('page.vnlottery.title')} wide>
      <PrizeModeChoice modes={prize.modes} value={prize.mode} onChange={prize.choose} />
      <Recent onBet={bet} />
      {games.isPending ? <Spinner /> : games.isError ? <p className="tl-strip__empty">{t('lobby.loadFailed')}</p> : <VnDrawBoard games={nextDrawDay(games.data)} onBet={bet} />}
      <MyOpenNumbers />
      <LatestResults prizeMode={prize.mode} />
    </PageFrame>
  )
}

/** Each region's provinces of its next draw day (the menu lists every province's next draw, up to a week ahead). */
const nextDrawDay = (games: readonly VnLotteryGame[]): VnLotteryGame[] => {
  const first = new Map<string, number>()
  for (const g of games) first.set(g.region, Math.min(first.get(g.region) ?? Infinity, g.drawNo))
  return games.filter((g) => g.drawNo === first.get(g.region))
}

/** The provinces the member played lately (members only, none shown when there are none). */
function Recent({ onBet }: { onBet: (g: VnLotteryGame) => void }) {
  const token = useToken()
  return token ? <RecentOf token={token} onBet={onBet} /> : null
}

function RecentOf({ token, onBet }: { token: string; onBet: (g: VnLotteryGame) => void }) {
  const { t } = useTranslation()
  const recent = useVnRecent(token)
  if (!recent.data || recent.data.length === 0) return null
  return (
    <>
      <h2 className="tl-lane__title">{t('lottery.recent')}</h2>
      <VnDrawBoard games={recent.data} onBet={onBet} testId="vn-recent" />
    </>
  )
}
