import { fromPromise, setup } from 'xstate'
import type { ActorFailure, LoginReply } from '@/shared/api'

/** An actor the app provides (`machine.provide({ actors })`): the machine stays pure. */
const providedByApp = <TOutput, TInput = void>(name: string) =>
  fromPromise<TOutput, TInput>(() => Promise.reject(new Error(`${name} is provided by the app`)))

/** Why a call failed (see toFailure). */
export type Failure = ActorFailure

/**
 * Free play (spec §4): loading → free-play login → the reply handed to the session
 * (`sessionStarted`: the session stores it and loads the member info) → `finished` (the app
 * closes the modals, goes to /), and back to idle.
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
  },
  actions: {
    reportFailure: (_, _params: { failure: Failure }) => {},
    sessionStarted: (_, _params: { reply: LoginReply }) => {},
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
        // Back to idle: the actor lives in the app's system, ready for the next free play.
        onDone: { target: 'idle', actions: [{ type: 'sessionStarted', params: ({ event }) => ({ reply: event.output }) }, 'finished'] },
        onError: { target: 'idle', actions: { type: 'reportFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) } },
      },
    },
  },
})
