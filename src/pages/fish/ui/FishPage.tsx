import { useTranslation } from '@/shared/i18n'
import { PageFrame } from '@/shared/ui'
import { VendorHall } from '@/widgets/vendor-hall'
// The one launch seam of the lobby (see ../../launch/index.ts).
import { launchGame } from '../../launch/index.ts'

/** /fish: the fishing halls, one tab per vendor. */
export function FishPage() {
  const { t } = useTranslation()
  return (
    <PageFrame testId="page-fish" title={t('page.fish.title')} wide>
      <VendorHall gameType="FISH" onLaunch={launchGame} />
    </PageFrame>
  )
}
