import { assign, fromPromise, setup } from 'xstate'

/**
 * The agent centre's own data (spec §2: the panel shows "once its data is loaded"): the
 * agent, its team size, the operator's menu switches and the transfer limits. `loading`
 * until the first reply (the panel shows a skeleton), `failed` with a retry, `ready` once
 * there; a page that changed them (a registration, a transfer) asks `centre.refreshed`,
 * which reloads in `refreshing` while the panel keeps showing what it had.
 *
 * `loadCentre` (the call, with the session token) is provided by the widget.
 */
export interface AgentCentreContext {
  readonly centre: unknown
  readonly failure: unknown
}

export type AgentCentreEvent = { type: 'centre.retried' } | { type: 'centre.refreshed' }

export const agentCentreMachine = setup({
  types: { context: {} as AgentCentreContext, events: {} as AgentCentreEvent },
  actors: {
    loadCentre: fromPromise<unknown>(() => Promise.reject(new Error('loadCentre is provided by the agent centre'))),
  },
}).createMachine({
  id: 'agentCentre',
  context: { centre: null, failure: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadCentre',
        src: 'loadCentre',
        onDone: { target: 'ready', actions: assign({ centre: ({ event }) => event.output, failure: null }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => event.error }) },
      },
    },
    failed: { on: { 'centre.retried': 'loading' } },
    ready: { on: { 'centre.refreshed': 'refreshing' } },
    /** Reloading behind what is shown; a failure keeps the old data. */
    refreshing: {
      invoke: {
        id: 'reloadCentre',
        src: 'loadCentre',
        onDone: { target: 'ready', actions: assign({ centre: ({ event }) => event.output }) },
        onError: { target: 'ready' },
      },
    },
  },
})
