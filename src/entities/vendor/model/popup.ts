import type { VendorCard } from '@/shared/api'
import { createValueStore, useValue } from '@/shared/lib'
import { modals } from '@/shared/ui'

/** The modal listing the games of a vendor whose isGame is VASSALAGE (spec §3). */
export const VENDOR_GAMES_MODAL = 'vendorGames'

/** `isGame` value that makes a vendor open a popup game list. */
export const POPUP_LIST = 'VASSALAGE'

const current = createValueStore<VendorCard | null>(null)

export const vendorPopup = {
  get: current.get,
  open(card: VendorCard): void {
    current.set(card)
    modals.open(VENDOR_GAMES_MODAL, { width: 900 })
  },
  subscribe: current.subscribe,
}

export const usePopupVendor = () => useValue(current)
