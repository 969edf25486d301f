import { useSyncExternalStore } from 'react'
import type { VendorCard } from '@/shared/api'
import { modals } from '@/shared/ui'

/** The modal listing the games of a vendor whose isGame is VASSALAGE (spec §3). */
export const VENDOR_GAMES_MODAL = 'vendorGames'

/** `isGame` value that makes a vendor open a popup game list. */
export const POPUP_LIST = 'VASSALAGE'

let current: VendorCard | null = null
const listeners = new Set<() => void>()

export const vendorPopup = {
  get: () => current,
  open(card: VendorCard): void {
    current = card
    listeners.forEach((l) => l())
    modals.open(VENDOR_GAMES_MODAL, { width: 900 })
  },
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  },
}

export const usePopupVendor = () => useSyncExternalStore(vendorPopup.subscribe, vendorPopup.get, vendorPopup.get)
