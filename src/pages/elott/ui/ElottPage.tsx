import { useTranslation } from '@/shared/i18n'
import { PageFrame, Spinner } from '@/shared/ui'
import { useLotteryMenus } from '@/entities/lottery'
import { useLaunchGame } from '@/features/launch-game'
import { GameStrip } from '@/widgets/game-strip'

/** /elott: the e-lottery's fast draws (the nav's LOTTERY item opens the first one directly, spec §2). */
export function ElottPage() {
  const { t } = useTranslation()
  const launchGame = useLaunchGame()
  const menus = useLotteryMenus()
  return (
    <PageFrame testId="page-elott" title={t('page.elott.title')} wide>
      <p className="tl-strip__empty">{t('lottery.elottIntro')}</p>
      {menus.isPending ? (
        <Spinner />
      ) : menus.isError ? (
        <p className="tl-strip__empty">{t('lobby.loadFailed')}</p>
      ) : (
        menus.data.filter((m) => m.gameType === 'ELOTT').map((m) => (
          <GameStrip key={m.gameGroupCode} games={m.list} onLaunch={launchGame} title={m.labelName} testId={`lottery-menu-${m.gameGroupCode}`} />
        ))
      )}
    </PageFrame>
  )
}
