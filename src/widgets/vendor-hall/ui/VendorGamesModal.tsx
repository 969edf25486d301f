import type { GameEntry } from '@/shared/api'
import { useTranslation } from '@/shared/i18n'
import { ManagedModal } from '@/shared/ui'
import { VENDOR_GAMES_MODAL, usePopupVendor } from '@/entities/vendor'
import { HallGames } from './HallGames.tsx'

/** The popup game list of a vendor whose isGame is VASSALAGE (spec §3). */
export function VendorGamesModal({ onLaunch }: { onLaunch: (game: GameEntry) => void }) {
  const { t } = useTranslation()
  const vendor = usePopupVendor()
  return (
    <ManagedModal name={VENDOR_GAMES_MODAL} title={vendor ? t('vendor.hall', { name: vendor.displayName }) : ''} height="auto" width={900}>
      {vendor && <HallGames vendor={vendor} onLaunch={onLaunch} height={480} />}
    </ManagedModal>
  )
}
