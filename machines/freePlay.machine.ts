import { fromPromise, setup } from 'xstate'
import type { ActorFailure, LoginReply } from '@/shared/api'

/** An actor the app provides (`machine.provide({ actors })`): the machine stays pure. */
const providedByApp = <TOutput, TInput = void>(name: string) =>
  fromPromise<TOutput, TInput>(() => Promise.reject(new Error(`${name} is provided by the app`)))

/** Why a call failed (see toFailure). */
export type Failure = ActorFailure

/**
 * Free play (spec §4): loading → free-play login (the `freePlay` actor stores the session)
 * → member info → `finished` (the app removes session key cpw, closes the modals, goes to /),
 * and back to idle.
 * A failure is reported and the button works again.
 */
export type FreePlayEvent = { type: 'freePlay.requested' }

/** Why a call failed: read off the client's ApiError (code, message, value hint, the call). */
const toFailure = (e: unknown): Failure => {
  const { code = 'NETWORK', message = e instanceof Object ? '' : String(e), value, call } = (e ?? {}) as Partial<Failure>
  return { code, message, value, call }
}

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
