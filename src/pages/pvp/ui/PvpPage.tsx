import { useTranslation } from '@/shared/i18n'
import { PageFrame } from '@/shared/ui'
import { VendorHall } from '@/widgets/vendor-hall'
// The one launch seam of the lobby (see ../../launch/index.ts).
import { launchGame } from '../../launch/index.ts'

/** /pvp: the card game halls, one tab per vendor. */
export function PvpPage() {
  const { t } = useTranslation()
  return (
    <PageFrame testId="page-pvp" title={t('page.pvp.title')} wide>
      <VendorHall gameType="PVP" onLaunch={launchGame} />
    </PageFrame>
  )
}
