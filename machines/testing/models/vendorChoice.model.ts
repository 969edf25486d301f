import type { AnyMachineSnapshot } from 'xstate'
import type { VendorCard } from '@/shared/api'
import { vendorChoiceMachine, type VendorChoiceContext } from '../../vendorChoice.machine.ts'
import type { PathModel } from '../pathCoverage.ts'

const card = { gameType: 'RNG', vassalage: 'POP', displayName: 'Pop', isGame: 'VASSALAGE' } as unknown as VendorCard

export const vendorChoiceModel: PathModel<typeof vendorChoiceMachine> = {
  machine: vendorChoiceMachine,
  serializeState: (s: AnyMachineSnapshot) => {
    const ctx = s.context as VendorChoiceContext
    return JSON.stringify([s.value, ctx.selected, ctx.popup?.vassalage ?? null])
  },
  compareContext: true,
  events: [
    { type: 'vendor.selected', code: 'JILI' },
    { type: 'vendor.cleared' },
    { type: 'vendorPopup.opened', card },
  ],
}
