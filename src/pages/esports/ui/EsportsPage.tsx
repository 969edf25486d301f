import { useTranslation } from '@/shared/i18n'
import { PageFrame } from '@/shared/ui'
import { VendorHall } from '@/widgets/vendor-hall'
import { useLaunchGame } from '@/features/launch-game'

/** /esports: the e-sports halls, one tab per vendor. */
export function EsportsPage() {
  const launchGame = useLaunchGame()
  const { t } = useTranslation()
  return (
    <PageFrame testId="page-esports" title={t('page.esports.title')} wide>
      <VendorHall gameType="ESPORTS" onLaunch={launchGame} />
    </PageFrame>
  )
}
