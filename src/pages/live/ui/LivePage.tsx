import { useTranslation } from '@/shared/i18n'
import { PageFrame } from '@/shared/ui'
import { VendorHall } from '@/widgets/vendor-hall'
import { LazyWinnerBoard } from '@/widgets/winner-board'
import { useLaunchGame } from '@/features/launch-game'

/** /live: the live casino halls, one tab per vendor. */
export function LivePage() {
  const launchGame = useLaunchGame()
  const { t } = useTranslation()
  return (
    <PageFrame testId="page-live" title={t('page.live.title')} wide>
      <VendorHall gameType="LIVE" onLaunch={launchGame} />
      <LazyWinnerBoard gameType="LIVE" />
    </PageFrame>
  )
}
