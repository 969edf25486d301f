import { useSearchParams } from 'react-router'
import { useTranslation } from '@/shared/i18n'
import { PageFrame } from '@/shared/ui'
import { useBrand } from '@/entities/system'
import { arrangeCategories, useSelectedVendor, useVendorLanes } from '@/entities/vendor'
import { PvpRooms, VendorHall } from '@/widgets/vendor-hall'
import { useLaunchGame } from '@/features/launch-game'

/** /pvp: the card game halls, one tab per vendor, and for members the rooms of the hall shown. */
export function PvpPage() {
  const launchGame = useLaunchGame()
  const { t } = useTranslation()
  const { merchantCode } = useBrand()
  const lanes = useVendorLanes(merchantCode)
  const chosen = useSelectedVendor()
  const [params] = useSearchParams()
  const vendors = lanes.data ? (arrangeCategories(lanes.data).find((c) => c.gameType === 'PVP')?.vendors ?? []) : []
  const current = vendors.find((v) => v.vassalage === params.get('page')) ?? vendors.find((v) => v.vassalage === chosen) ?? vendors[0]
  return (
    <PageFrame testId="page-pvp" title={t('page.pvp.title')} wide>
      <VendorHall gameType="PVP" onLaunch={launchGame} />
      {current && <PvpRooms vassalage={current.vassalage} onLaunch={(game, room) => launchGame(game, { room })} />}
    </PageFrame>
  )
}
