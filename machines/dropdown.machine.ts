import { setup } from 'xstate'

/**
 * A dropdown that hides `hideDelay` (200 ms) after its field loses focus (spec §2, the
 * register form's country code picker), so a click on an option still lands. Focus coming
 * back within the delay keeps it open.
 */
export type DropdownEvent =
  | { type: 'dropdown.toggled' }
  | { type: 'dropdown.blurred' }
  | { type: 'dropdown.focused' }
  | { type: 'option.chosen' }

export const DROPDOWN_HIDE_MS = 200

export const dropdownMachine = setup({
  types: { events: {} as DropdownEvent },
  delays: { hideDelay: DROPDOWN_HIDE_MS },
}).createMachine({
  id: 'dropdown',
  initial: 'closed',
  states: {
    closed: {
      on: { 'dropdown.toggled': 'open' },
    },
    open: {
      tags: ['open'],
      on: {
        'dropdown.toggled': 'closed',
        'option.chosen': 'closed',
        'dropdown.blurred': 'closing',
      },
    },
    /** Focus left: still shown for the delay. */
    closing: {
      tags: ['open'],
      after: { hideDelay: 'closed' },
      on: {
        'dropdown.focused': 'open',
        'option.chosen': 'closed',
        'dropdown.toggled': 'closed',
      },
    },
  },
})
