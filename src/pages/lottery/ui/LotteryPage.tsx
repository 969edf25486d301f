import { useTranslation } from '@/shared/i18n'
import { PageFrame, Spinner } from '@/shared/ui'
import { useLotteryMenus, usePopularLottery } from '@/entities/lottery'
import { useLaunchGame } from '@/features/launch-game'
import { GameStrip, GameStripPlaceholder } from '@/widgets/game-strip'
import { PrizeModeChoice, usePrizeMode } from '@/widgets/lottery-lobby'

/**
 * /lottery (header only): the lottery lobby: the Vietnamese lottery's prize mode (kept in the
 * address, which its titles' launch reads), the titles played most lately, then each lottery
 * vendor's titles (spec §7 game_menus).
 */
export function LotteryPage() {
  const { t } = useTranslation()
  const launchGame = useLaunchGame()
  const popular = usePopularLottery()
  const menus = useLotteryMenus()
  const prize = usePrizeMode()
  return (
    <PageFrame testId="page-lottery" title={t('page.lottery.title')} wide>
      <PrizeModeChoice modes={prize.modes} value={prize.mode} onChange={prize.choose} />
      {popular.isPending ? (
        <GameStripPlaceholder title={t('lottery.popular')} />
      ) : (
        popular.data && popular.data.length > 0 && <GameStrip games={popular.data} onLaunch={launchGame} title={t('lottery.popular')} testId="lottery-popular" />
      )}
      {menus.isPending ? (
        <Spinner />
      ) : menus.isError ? (
        <p className="tl-strip__empty">{t('lobby.loadFailed')}</p>
      ) : (
        menus.data.map((m) => <GameStrip key={m.gameGroupCode} games={m.list} onLaunch={launchGame} title={m.labelName} testId={`lottery-menu-${m.gameGroupCode}`} />)
      )}
    </PageFrame>
  )
}
