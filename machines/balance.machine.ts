import { assign, fromCallback, fromPromise, setup } from 'xstate'

/**
 * The header balance (spec §3 `sumBalance`), one owner for its two sources: the REST refresh
 * (when a session starts, or the currency symbol clicked) and the game in the /game iframe, which
 * pushes the balance after every spin. A push that arrives while a refresh is in flight is
 * newer than that refresh's answer, so the answer is dropped: the header never steps back.
 * `session.ended` forgets the figure and cancels a refresh in flight. A refresh that fails keeps
 * the last figure and says so (`failed`, tag `failed`) until the next refresh or push.
 *
 * `fetchBalance` (the REST call with the session token), `listenForPushes` (the game's
 * `balance.pushed` messages) and `listenForSession` (`session.started` with the token when a
 * session begins or a reload keeps one, `session.ended` when it goes) are provided by the app.
 */
export interface BalanceContext {
  readonly value: number | null
  /** A push arrived since the refresh in flight started: its answer is older. */
  readonly pushedDuringRefresh: boolean
}

export type BalanceEvent =
  | { type: 'balance.refreshRequested'; token: string }
  /** A session began (a login, or one a reload keeps): its balance is fetched. */
  | { type: 'session.started'; token: string }
  | { type: 'balance.pushed'; value: number }
  | { type: 'session.ended' }

export const balanceMachine = setup({
  types: {
    context: {} as BalanceContext,
    events: {} as BalanceEvent,
  },
  actors: {
    fetchBalance: fromPromise<number, { token: string }>(() => Promise.reject(new Error('fetchBalance is provided by the app'))),
    listenForPushes: fromCallback<BalanceEvent>(() => () => {}),
    /** Sends `session.started` with the token when a session begins, `session.ended` when it goes (logout, an expired token). */
    listenForSession: fromCallback(() => () => {}),
  },
  guards: {
    noNewerPush: ({ context }) => !context.pushedDuringRefresh,
  },
}).createMachine({
  id: 'balance',
  context: { value: null, pushedDuringRefresh: false },
  invoke: [
    { id: 'listenForPushes', src: 'listenForPushes' },
    { id: 'listenForSession', src: 'listenForSession' },
  ],
  initial: 'idle',
  on: {
    'balance.pushed': { actions: assign({ value: ({ event }) => event.value, pushedDuringRefresh: true }) },
    'session.ended': { target: '.idle', actions: assign({ value: null, pushedDuringRefresh: false }) },
  },
  states: {
    idle: {
      on: { 'balance.refreshRequested': 'refreshing', 'session.started': 'refreshing' },
    },
    /** One refresh at a time: a second request while one is in flight waits for its answer. */
    refreshing: {
      tags: ['busy'],
      entry: assign({ pushedDuringRefresh: false }),
      // Another session's figure is not this one's: its refresh starts over with the new token.
      on: { 'session.started': { target: 'refreshing', reenter: true } },
      invoke: {
        id: 'fetchBalance',
        src: 'fetchBalance',
        input: ({ event }) => ({ token: (event as Extract<BalanceEvent, { type: 'balance.refreshRequested' | 'session.started' }>).token }),
        onDone: [
          { guard: 'noNewerPush', target: 'idle', actions: assign({ value: ({ event }) => event.output }) },
          { target: 'idle' },
        ],
        // Keep the last figure, marked as not updated; the symbol can be clicked again.
        onError: { target: 'failed' },
      },
    },
    /** The last refresh failed: the figure shown may be old. */
    failed: {
      tags: ['failed'],
      on: {
        'balance.refreshRequested': 'refreshing',
        'session.started': 'refreshing',
        // The game's push is a fresh figure: it is up to date again.
        'balance.pushed': { target: 'idle', actions: assign({ value: ({ event }) => event.value }) },
      },
    },
  },
})
