import { fromPromise, setup } from 'xstate'

/** An actor the app provides (`machine.provide({ actors })`): the machine stays pure. */
const providedByApp = <TOutput, TInput = void>(name: string) =>
  fromPromise<TOutput, TInput>(() => Promise.reject(new Error(`${name} is provided by the app`)))

/**
 * Sign out (spec §2, §4): ask "sure to log out?" (Cancel / Submit), then DELETE the
 * session; whatever the call answers, `finished` clears the session except the merchant keys
 * and goes to /index (the local session must end even when the server is unreachable).
 *
 * `logout` and the actions `askConfirmation` and `finished` are provided by the app.
 */
export type LogoutEvent = { type: 'logout.requested' } | { type: 'logout.confirmed' } | { type: 'logout.cancelled' }

export const logoutMachine = setup({
  types: {
    events: {} as LogoutEvent,
  },
  actors: {
    logout: providedByApp<unknown>('logout'),
  },
  actions: {
    askConfirmation: () => {},
    finished: () => {},
  },
}).createMachine({
  id: 'logout',
  initial: 'idle',
  states: {
    idle: {
      on: { 'logout.requested': 'confirming' },
    },
    confirming: {
      entry: 'askConfirmation',
      on: {
        'logout.confirmed': 'loggingOut',
        'logout.cancelled': 'idle',
      },
    },
    loggingOut: {
      tags: ['busy'],
      invoke: { id: 'logout', src: 'logout', onDone: 'loggedOut', onError: 'loggedOut' },
    },
    /** Signed out: the flow ends (the member block that hosts it is replaced by the logged-out one). */
    loggedOut: {
      type: 'final',
      entry: 'finished',
    },
  },
})
