import { setup } from 'xstate'
import type { LoginReply } from '@/shared/api'
import { providedByApp, toFailure, type Failure } from './shared.ts'

/**
 * Free play (spec §4): loading → free-play login (the `freePlay` actor stores the session)
 * → member info → `finished` (the app removes session key cpw, closes the modals, goes to /).
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
      invoke: { id: 'loadMember', src: 'loadMember', onDone: 'done', onError: 'done' },
    },
    done: { type: 'final', entry: 'finished' },
  },
})
