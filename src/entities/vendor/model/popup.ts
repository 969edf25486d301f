import { systemActor } from '@/shared/lib'
import { useSelector } from '@xstate/react'
import type { VendorCard } from '@/shared/api'
import { modalCommands } from '@/shared/ui'
import { vendorChoiceMachine } from '@machines/vendorChoice.machine.ts'
import { useVendorChoiceActor } from './selected.ts'

/** The modal listing the games of a vendor whose isGame is VASSALAGE (spec §3). */
export const VENDOR_GAMES_MODAL = 'vendorGames'

/** `isGame` value that makes a vendor open a popup game list. */
export const POPUP_LIST = 'VASSALAGE'

/** The vendor choice with its popup modal (given at the root). */
export const vendorChoiceLogic = vendorChoiceMachine.provide({
  actions: {
    openPopupModal: ({ system }) => modalCommands(systemActor(system, 'modals')!).open(VENDOR_GAMES_MODAL, { width: 900 }),
  },
})

/** The vendor whose popup game list shows (kept after it closes, for the fade-out). */
export const usePopupVendor = (): VendorCard | null => useSelector(useVendorChoiceActor(), (s) => s.context.popup)
