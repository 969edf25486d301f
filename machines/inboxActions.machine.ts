import { assign, fromPromise, setup } from 'xstate'

/**
 * The inbox's changes: read one message (on opening it), mark all read, delete one. One at
 * a time (a request while one runs is ignored). Each answers the member's unread count;
 * then `changed` runs with it (provided: the list reloads its page and the header badge
 * takes the count). A refused change says why.
 *
 * `change` (the call: CSP_messageRead or CSP_messageDelete) is provided by the app (features/manage-inbox).
 */
export type InboxChange = { readonly kind: 'read'; readonly id: number } | { readonly kind: 'readAll' } | { readonly kind: 'delete'; readonly id: number }

export interface InboxActionsContext {
  readonly change: InboxChange | null
  readonly failure: unknown
}

export type InboxActionsEvent = { type: 'change.requested'; change: InboxChange }

export const inboxActionsMachine = setup({
  types: {
    context: {} as InboxActionsContext,
    events: {} as InboxActionsEvent,
  },
  actors: {
    change: fromPromise<{ unread: number }, InboxChange>(() => Promise.reject(new Error('change is provided by the app'))),
  },
  actions: {
    /** The list reloads and the header's unread count takes the answer (provided). */
    changed: (_, _params: { unread: number }) => {},
  },
}).createMachine({
  id: 'inboxActions',
  context: { change: null, failure: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'change.requested': { target: 'changing', actions: assign({ change: ({ event }) => event.change, failure: null }) },
      },
    },
    changing: {
      tags: ['busy'],
      invoke: {
        id: 'change',
        src: 'change',
        input: ({ context }) => context.change!,
        onDone: { target: 'idle', actions: { type: 'changed', params: ({ event }) => ({ unread: event.output.unread }) } },
        onError: { target: 'idle', actions: assign({ failure: ({ event }) => event.error }) },
      },
    },
  },
})
