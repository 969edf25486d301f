import { useTranslation } from '@/shared/i18n'
import { PageFrame } from '@/shared/ui'
import { VendorHall } from '@/widgets/vendor-hall'
// The one launch seam of the lobby (see ../../launch/index.ts).
import { launchGame } from '../../launch/index.ts'

/** /live: the live casino halls, one tab per vendor. */
export function LivePage() {
  const { t } = useTranslation()
  return (
    <PageFrame testId="page-live" title={t('page.live.title')} wide>
      <VendorHall gameType="LIVE" onLaunch={launchGame} />
    </PageFrame>
  )
}
