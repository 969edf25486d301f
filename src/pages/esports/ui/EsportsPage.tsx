import { useTranslation } from '@/shared/i18n'
import { PageFrame } from '@/shared/ui'
import { VendorHall } from '@/widgets/vendor-hall'
// The one launch seam of the lobby (see ../../launch/index.ts).
import { launchGame } from '../../launch/index.ts'

/** /esports: the e-sports halls, one tab per vendor. */
export function EsportsPage() {
  const { t } = useTranslation()
  return (
    <PageFrame testId="page-esports" title={t('page.esports.title')} wide>
      <VendorHall gameType="ESPORTS" onLaunch={launchGame} />
    </PageFrame>
  )
}
