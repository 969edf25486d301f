import { useSelector } from '@xstate/react'
import { useSystemActor } from '@/shared/lib'

/**
 * The vendor chosen from a nav dropdown or a hall tab (spec §2), cleared when a nav item is
 * clicked, is the `vendorChoice` actor of the app's system (machines/vendorChoice.machine.ts).
 */
export const useVendorChoiceActor = () => useSystemActor('vendorChoice')

export const useSelectedVendor = (): string | null => useSelector(useVendorChoiceActor(), (s) => s.context.selected)
