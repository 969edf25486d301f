import { useTranslation } from '@/shared/i18n'
import { PageFrame } from '@/shared/ui'
import { VendorHall } from '@/widgets/vendor-hall'
import { LazyWinnerBoard } from '@/widgets/winner-board'
import { useLaunchGame } from '@/features/launch-game'

/** /fish: the fishing halls, one tab per vendor. */
export function FishPage() {
  const launchGame = useLaunchGame()
  const { t } = useTranslation()
  return (
    <PageFrame testId="page-fish" title={t('page.fish.title')} wide>
      <VendorHall gameType="FISH" onLaunch={launchGame} />
      <LazyWinnerBoard gameType="FISH" />
    </PageFrame>
  )
}
