import type { AnyMachineSnapshot } from 'xstate'
import { dropdownMachine, DROPDOWN_HIDE_MS } from '../../dropdown.machine.ts'
import type { PathModel } from '../pathCoverage.ts'

export const dropdownModel: PathModel<typeof dropdownMachine> = {
  machine: dropdownMachine,
  serializeState: (s: AnyMachineSnapshot) => JSON.stringify(s.value),
  delays: { hideDelay: DROPDOWN_HIDE_MS },
  events: [
    { type: 'dropdown.toggled' },
    { type: 'dropdown.blurred' },
    { type: 'dropdown.focused' },
    { type: 'option.chosen' },
    { type: 'xstate.after.hideDelay.dropdown.closing' },
  ],
}
