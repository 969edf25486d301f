import { assign, fromPromise, setup } from 'xstate'
import type { StatusReply } from '@/shared/api'

/**
 * Boot: ask the platform for the site's status (permission call, spec §2 and §4), then show
 * the app (status 0), the maintenance page (1) or Access Denied (2). A failed call shows a
 * retry screen; `retry.requested` asks again.
 *
 * `loadStatus` is provided by the app (the real status call with the current host).
 */
export interface BootInput {
  /** The current host, sent as `url`. */
  readonly url: string
}

/** Why the status call failed, as the client reports it (`NETWORK`, `BAD_REPLY` or a server code). */
export interface BootFailure {
  readonly code: string
  readonly message: string
}

export interface BootContext {
  readonly url: string
  readonly status: StatusReply | null
  readonly failure: BootFailure | null
}

export type BootEvent = { type: 'retry.requested' }

const toFailure = (error: unknown): BootFailure => {
  if (error && typeof error === 'object') {
    const { code, message } = error as { code?: unknown; message?: unknown }
    return { code: typeof code === 'string' ? code : 'NETWORK', message: typeof message === 'string' ? message : '' }
  }
  return { code: 'NETWORK', message: String(error) }
}

export const bootMachine = setup({
  types: {
    input: {} as BootInput,
    context: {} as BootContext,
    events: {} as BootEvent,
  },
  actors: {
    loadStatus: fromPromise<StatusReply, { url: string }>(() => Promise.reject(new Error('loadStatus is provided by the app'))),
  },
  guards: {
    isMaintenance: (_, status: StatusReply) => status.maintenance,
    isRegionRestricted: (_, status: StatusReply) => status.regionRestriction,
  },
}).createMachine({
  id: 'boot',
  context: ({ input }) => ({ url: input.url, status: null, failure: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadStatus',
        src: 'loadStatus',
        input: ({ context }) => ({ url: context.url }),
        onDone: [
          {
            guard: { type: 'isMaintenance', params: ({ event }) => event.output },
            target: 'maintenance',
            actions: assign({ status: ({ event }) => event.output, failure: null }),
          },
          {
            guard: { type: 'isRegionRestricted', params: ({ event }) => event.output },
            target: 'denied',
            actions: assign({ status: ({ event }) => event.output, failure: null }),
          },
          {
            target: 'app',
            actions: assign({ status: ({ event }) => event.output, failure: null }),
          },
        ],
        onError: {
          target: 'failed',
          actions: assign({ failure: ({ event }) => toFailure(event.error) }),
        },
      },
    },
    /** Status 0: the site is open. */
    app: {},
    /** Status 1. */
    maintenance: {},
    /** Status 2. */
    denied: {},
    failed: {
      on: { 'retry.requested': { target: 'loading', actions: assign({ failure: null }) } },
    },
  },
})
