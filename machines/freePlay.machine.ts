import { fromPromise, setup } from 'xstate'
import type { EndpointName, LoginReply } from '@/shared/api'

/** An actor the app provides (`machine.provide({ actors })`): the machine stays pure. */
const providedByApp = <TOutput, TInput = void>(name: string) =>
  fromPromise<TOutput, TInput>(() => Promise.reject(new Error(`${name} is provided by the app`)))

/** Why a call failed, as the client reports it (`NETWORK`, `BAD_REPLY` or a server code), plus its hint value. */
export interface Failure {
  readonly code: string
  readonly message: string
  readonly value?: unknown
  /** The call that failed (its text for a code may be its own). */
  readonly call?: EndpointName
}

const toFailure = (error: unknown): Failure => {
  if (error && typeof error === 'object') {
    const { code, message, value, call } = error as { code?: unknown; message?: unknown; value?: unknown; call?: EndpointName }
    return { code: typeof code === 'string' ? code : 'NETWORK', message: typeof message === 'string' ? message : '', ...(value === undefined ? {} : { value }), ...(call ? { call } : {}) }
  }
  return { code: 'NETWORK', message: String(error) }
}

/**
 * Free play (spec §4): loading → free-play login (the `freePlay` actor stores the session)
 * → member info → `finished` (the app removes session key cpw, closes the modals, goes to /),
 * and back to idle.
 * A failure is reported and the button works again.
 */
export type FreePlayEvent = { type: 'freePlay.requested' }

export const freePlayMachine = setup({
  types: {
    events: {} as FreePlayEvent,
  },
  actors: {
    freePlay: providedByApp<LoginReply>('freePlay'),
    loadMember: providedByApp<unknown>('loadMember'),
  },
  actions: {
    reportFailure: (_, _params: { failure: Failure }) => {},
    finished: () => {},
  },
}).createMachine({
  id: 'freePlay',
  initial: 'idle',
  states: {
    idle: {
      on: { 'freePlay.requested': 'loggingIn' },
    },
    loggingIn: {
      tags: ['busy'],
      invoke: {
        id: 'freePlay',
        src: 'freePlay',
        onDone: 'loadingMember',
        onError: { target: 'idle', actions: { type: 'reportFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) } },
      },
    },
    loadingMember: {
      tags: ['busy'],
      // Back to idle: the actor lives in the app's system, ready for the next free play.
      invoke: { id: 'loadMember', src: 'loadMember', onDone: { target: 'idle', actions: 'finished' }, onError: { target: 'idle', actions: 'finished' } },
    },
  },
})
