import { assign, setup } from 'xstate'
import type { VendorCard } from '@/shared/api'

/**
 * The vendor the player chose (spec §2): the one picked from a nav dropdown or a hall tab,
 * cleared when a nav item is clicked; and the vendor whose popup game list is shown (isGame
 * VASSALAGE, spec §3). Opening the popup opens its modal (`openPopupModal`, provided by the app).
 */
export interface VendorChoiceContext {
  readonly selected: string | null
  readonly popup: VendorCard | null
}

export type VendorChoiceEvent =
  | { type: 'vendor.selected'; code: string }
  | { type: 'vendor.cleared' }
  | { type: 'vendorPopup.opened'; card: VendorCard }

export const vendorChoiceMachine = setup({
  types: {
    context: {} as VendorChoiceContext,
    events: {} as VendorChoiceEvent,
  },
  actions: {
    openPopupModal: () => {},
  },
}).createMachine({
  id: 'vendorChoice',
  context: { selected: null, popup: null },
  on: {
    'vendor.selected': { actions: assign({ selected: ({ event }) => event.code }) },
    'vendor.cleared': { actions: assign({ selected: null }) },
    'vendorPopup.opened': { actions: [assign({ popup: ({ event }) => event.card }), 'openPopupModal'] },
  },
})
