import { assign, setup } from 'xstate'

/**
 * The dialog overlay (spec §2): one dialog at a time. It closes when dismissed (its button),
 * on a click on the cover unless the request says `cover: false`, or by itself after
 * `timeoutMs` when one is given. Opening another dialog replaces the shown one.
 */
export interface DialogRequest {
  /** Clicking the cover closes the dialog unless this is false. */
  readonly cover: boolean
  /** Closes by itself after this many milliseconds; null: stays until dismissed. */
  readonly timeoutMs: number | null
  /** What to show; opaque to the flow. */
  readonly payload: unknown
}

export interface DialogContext {
  readonly request: DialogRequest | null
}

export type DialogEvent =
  | { type: 'dialog.opened'; request: DialogRequest }
  | { type: 'dialog.dismissed' }
  | { type: 'cover.clicked' }

export const dialogMachine = setup({
  types: {
    context: {} as DialogContext,
    events: {} as DialogEvent,
  },
  guards: {
    coverCloses: ({ context }) => context.request?.cover !== false,
    hasTimeout: ({ context }) => context.request?.timeoutMs != null,
  },
  delays: {
    autoClose: ({ context }) => context.request?.timeoutMs ?? 0,
  },
  actions: {
    remember: assign({ request: ({ event }) => (event.type === 'dialog.opened' ? event.request : null) }),
    forget: assign({ request: null }),
  },
}).createMachine({
  id: 'dialog',
  context: { request: null },
  initial: 'closed',
  states: {
    closed: {
      on: { 'dialog.opened': { target: 'open', actions: 'remember' } },
    },
    open: {
      initial: 'shown',
      on: {
        'dialog.opened': { target: 'open', reenter: true, actions: 'remember' },
        'dialog.dismissed': { target: 'closed', actions: 'forget' },
        'cover.clicked': { guard: 'coverCloses', target: 'closed', actions: 'forget' },
      },
      states: {
        shown: {
          always: { guard: 'hasTimeout', target: 'timed' },
        },
        timed: {
          after: { autoClose: { target: '#dialog.closed', actions: 'forget' } },
        },
      },
    },
  },
})
