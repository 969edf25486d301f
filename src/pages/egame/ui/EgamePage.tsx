import { useTranslation } from '@/shared/i18n'
import { PageFrame } from '@/shared/ui'
import { VendorHall } from '@/widgets/vendor-hall'
import { LazyWinnerBoard } from '@/widgets/winner-board'
import { useLaunchGame } from '@/features/launch-game'

/** /rng and /bingo: the same page (spec §2), slots or bingo halls as vendor tabs. */
export function RngPage() {
  const launchGame = useLaunchGame()
  const { t } = useTranslation()
  return (
    <PageFrame testId="page-rng" title={t('page.rng.title')} wide>
      <VendorHall gameType="RNG" onLaunch={launchGame} />
      <LazyWinnerBoard gameType="RNG" />
    </PageFrame>
  )
}

export function BingoPage() {
  const launchGame = useLaunchGame()
  const { t } = useTranslation()
  return (
    <PageFrame testId="page-bingo" title={t('page.bingo.title')} wide>
      <VendorHall gameType="BINGO" onLaunch={launchGame} />
      <LazyWinnerBoard gameType="BINGO" />
    </PageFrame>
  )
}
