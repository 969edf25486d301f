import { assign, fromPromise, setup } from 'xstate'

/**
 * A page that loads a list and lets the member act on one item at a time (claim a reward or
 * a mission, join a promotion). While an action runs every other request is ignored, so a
 * claim is sent once whatever the number of clicks; the server applies it once anyway. After
 * an action the list loads again and `acted` runs (provided: the header balance and the
 * badges refresh). A refused action keeps the list and says why, for that item.
 *
 * `load` (the list call) and `act` (the item's call) are provided by the app (features/claim-reward, with the page's list call).
 */
export interface ListActionRequest {
  /** Which item the action is for (the button that shows busy). */
  readonly key: string
  /** What the provided `act` sends. */
  readonly payload: unknown
}

export interface ListActionsContext<TList = unknown> {
  readonly list: TList | null
  readonly loadFailure: unknown
  /** The action in flight, or the last one (its outcome is shown beside its item). */
  readonly request: ListActionRequest | null
  readonly actionFailure: unknown
  /** The last action went through. */
  readonly acted: boolean
}

export type ListActionsEvent =
  | { type: 'list.retried' }
  | { type: 'action.requested'; request: ListActionRequest }

export const listActionsMachine = setup({
  types: {
    context: {} as ListActionsContext,
    events: {} as ListActionsEvent,
  },
  actors: {
    load: fromPromise<unknown>(() => Promise.reject(new Error('load is provided by the app'))),
    act: fromPromise<unknown, ListActionRequest>(() => Promise.reject(new Error('act is provided by the app'))),
  },
  actions: {
    /** The balance and the badges refresh (provided). */
    acted: () => {},
  },
}).createMachine({
  id: 'listActions',
  context: { list: null, loadFailure: null, request: null, actionFailure: null, acted: false },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'load',
        src: 'load',
        onDone: { target: 'ready', actions: assign({ list: ({ event }) => event.output, loadFailure: null }) },
        onError: { target: 'failed', actions: assign({ loadFailure: ({ event }) => event.error }) },
      },
    },
    failed: {
      on: { 'list.retried': 'loading' },
    },
    ready: {
      on: {
        'action.requested': { target: 'acting', actions: assign({ request: ({ event }) => event.request, acted: false, actionFailure: null }) },
      },
    },
    acting: {
      tags: ['busy'],
      invoke: {
        id: 'act',
        src: 'act',
        input: ({ context }) => context.request!,
        onDone: { target: 'loading', actions: [assign({ acted: true }), 'acted'] },
        onError: { target: 'ready', actions: assign({ actionFailure: ({ event }) => event.error }) },
      },
    },
  },
})
