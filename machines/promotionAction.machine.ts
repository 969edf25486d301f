import { assign, fromPromise, setup } from 'xstate'

/**
 * The action on a promotion page (join a promotion, claim its reward or a rebate, take a raffle
 * ticket), one at a time. A visitor is sent to the login instead (`needsLogin`). While the call
 * runs every other request is ignored; the server applies a claim once anyway. A success makes
 * the page's promotions stale and refreshes the balance and badges (`changed`), then shows what
 * happened for `doneShown` before the page is back to idle; a refusal stays beside its promotion
 * until the next request.
 *
 * `act` (the call for the action) is provided by the page's host.
 */
export interface PromotionActionRequest {
  /** Which promotion the action is for (the button that shows busy). */
  readonly promotionId: number
  /** What the host's `act` sends. */
  readonly action: unknown
  /** Whether the player has a session, read when the player asks. */
  readonly loggedIn: boolean
}

export interface PromotionActionContext {
  /** The request in flight, or the last one (its outcome is shown beside its promotion). */
  readonly request: PromotionActionRequest | null
  readonly failure: unknown
}

export type PromotionActionEvent = { type: 'action.requested'; request: PromotionActionRequest }

export const promotionActionMachine = setup({
  types: {
    context: {} as PromotionActionContext,
    events: {} as PromotionActionEvent,
  },
  actors: {
    act: fromPromise<unknown, PromotionActionRequest>(() => Promise.reject(new Error('act is provided by the host'))),
  },
  guards: {
    needsLogin: ({ event }) => !event.request.loggedIn,
  },
  delays: {
    /** How long the outcome of a success stays on screen. */
    doneShown: 4000,
  },
  actions: {
    /** The login modal (provided). */
    openLogin: () => {},
    /** The promotions go stale; the balance and the badges refresh (provided). */
    changed: () => {},
  },
}).createMachine({
  id: 'promotionAction',
  context: { request: null, failure: null },
  initial: 'idle',
  on: {
    'action.requested': [
      { guard: 'needsLogin', actions: 'openLogin' },
      { target: '.acting', actions: assign({ request: ({ event }) => event.request, failure: null }) },
    ],
  },
  states: {
    idle: {},
    acting: {
      tags: ['busy'],
      // One action at a time: a request while the call runs is ignored.
      on: { 'action.requested': {} },
      invoke: {
        id: 'act',
        src: 'act',
        input: ({ context }) => context.request!,
        onDone: { target: 'done', actions: 'changed' },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => event.error }) },
      },
    },
    done: {
      tags: ['done'],
      after: { doneShown: 'idle' },
    },
    failed: {},
  },
})
