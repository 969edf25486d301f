import { assign, fromCallback, fromPromise, setup, type DoneActorEvent } from 'xstate'
import type { StatusReply } from '@/shared/api'

/**
 * Boot, from the first byte to the first screen, and the site's status while it is open.
 *
 * 1. `starting`: the active locale file (what any screen with text needs) and the status call
 *    (permission call, spec §2 and §4) load side by side, so neither waits on the other's round
 *    trip.
 *    - `locale`: while it cannot load (offline), retry after a back-off (1 s, 2 s, 4 s ... at
 *      most 10 s); the splash in index.html stays meanwhile (tag `splash`: no text can show yet).
 *    - `status`: its reply or its failure is kept until the locale is there too.
 *    Then: maintenance (status 1), Access Denied (2), the retry screen for a failed call, or go on.
 * 2. `loading`: the status call again, after a failure. `retry.requested` asks again, sent by the
 *    player or by `waitForConnection` when the browser is back online. A network failure
 *    (offline: the service worker served the cached shell) is also retried by itself after a
 *    back-off (2 s, 4 s ... at most 60 s).
 * 3. `preparing`: what the first screen needs (the vendor lanes the navigation is built from,
 *    the member info of a stored session); `prepare` settles every one, so a failure there does
 *    not stop the site (it does not fail itself).
 * 4. `app`: the site is open. The API answering MAINTENANCE or REGION_RESTRICTED to any call
 *    while a member browses (`site.closed`) switches to the maintenance or Access Denied screen;
 *    so does a refusal of a first-screen call already started in `preparing`.
 * 5. `maintenance` / `denied`: the site is closed, and asks the status again every `statusPoll`
 *    (after a failed ask, every `statusBackoff`; at once when the browser comes back online), so
 *    the app returns by itself when the status says open.
 *
 * `loadLocale`, `loadStatus`, `prepare`, `listenForSiteClosed` and `waitForConnection` are provided
 * by the app; so are the delays `statusPoll` and `statusBackoff` (the ones here are defaults).
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
  /** Failed locale loads in a row (the back-off grows with it). */
  readonly localeAttempts: number
  /** Failed status calls in a row (the back-off grows with it). */
  readonly statusAttempts: number
}

/** The API refused a call because the site closed (server/plugins/gates.ts). */
export type SiteClosedEvent =
  | { type: 'site.closed'; reason: 'maintenance' }
  | { type: 'site.closed'; reason: 'regionRestricted'; location: { readonly ip: string; readonly country: string } | null }

export type BootEvent = { type: 'retry.requested' } | SiteClosedEvent

const toFailure = (error: unknown): BootFailure => {
  if (error && typeof error === 'object') {
    const { code, message } = error as { code?: unknown; message?: unknown }
    return { code: typeof code === 'string' ? code : 'NETWORK', message: typeof message === 'string' ? message : '' }
  }
  return { code: 'NETWORK', message: String(error) }
}

const bootSetup = setup({
  types: {
    input: {} as BootInput,
    context: {} as BootContext,
    events: {} as BootEvent,
  },
  actors: {
    loadLocale: fromPromise<void>(() => Promise.reject(new Error('loadLocale is provided by the app'))),
    loadStatus: fromPromise<StatusReply, { url: string }>(() => Promise.reject(new Error('loadStatus is provided by the app'))),
    prepare: fromPromise<void, { status: StatusReply }>(() => Promise.reject(new Error('prepare is provided by the app'))),
    /** Sends `site.closed` when any API call is refused for maintenance or the region. */
    listenForSiteClosed: fromCallback<BootEvent>(() => () => {}),
    /** Sends `retry.requested` when the browser is back online. */
    waitForConnection: fromCallback<BootEvent>(() => () => {}),
  },
  actions: {
    /** The status the server answered, kept: the last failure and the back-off are over. */
    keepStatus: assign((_, status: StatusReply) => ({ status, failure: null, statusAttempts: 0 })),
  },
  guards: {
    isMaintenance: (_, status: StatusReply) => status.maintenance,
    isRegionRestricted: (_, status: StatusReply) => status.regionRestriction,
    isMaintenanceEvent: ({ event }) => event.type === 'site.closed' && event.reason === 'maintenance',
    isNetworkFailure: ({ context }) => context.failure?.code === 'NETWORK',
    statusFailed: ({ context }) => context.failure !== null,
  },
  delays: {
    localeBackoff: ({ context }) => Math.min(10_000, 1000 * 2 ** Math.max(0, context.localeAttempts - 1)),
    statusBackoff: ({ context }) => Math.min(60_000, 2000 * 2 ** Math.max(0, context.statusAttempts - 1)),
    /** How often a closed site asks whether it is open again. */
    statusPoll: 15_000,
  },
})

/** The status answered: keep it, and show the screen it asks for (maintenance, Access Denied, or the app). */
const answeredStatus = ({ event }: { event: DoneActorEvent<StatusReply> }) => event.output
const statusAnswered = [
  { guard: { type: 'isMaintenance', params: answeredStatus }, target: '#boot.maintenance.waiting', actions: { type: 'keepStatus', params: answeredStatus } },
  { guard: { type: 'isRegionRestricted', params: answeredStatus }, target: '#boot.denied.waiting', actions: { type: 'keepStatus', params: answeredStatus } },
  { target: '#boot.preparing', actions: { type: 'keepStatus', params: answeredStatus } },
] as const

/**
 * While the site is closed (maintenance, Access Denied) the status is asked again: every
 * `statusPoll`, every `statusBackoff` after a failed ask, at once when the browser is back online.
 */
const pollWhileClosed = bootSetup.createStateConfig({
  invoke: { id: 'waitForConnection', src: 'waitForConnection' },
  initial: 'waiting',
  states: {
    waiting: {
      after: { statusPoll: 'checking' },
      on: { 'retry.requested': 'checking' },
    },
    checking: {
      invoke: {
        id: 'loadStatus',
        src: 'loadStatus',
        input: ({ context }) => ({ url: context.url }),
        onDone: statusAnswered,
        // The closed screen stays (the last word the server gave); the status is asked again after a back-off.
        onError: { target: 'retrying', actions: assign({ statusAttempts: ({ context }) => context.statusAttempts + 1 }) },
      },
    },
    retrying: {
      after: { statusBackoff: 'checking' },
      on: { 'retry.requested': 'checking' },
    },
  },
})

/** The API refused a call for maintenance or the region: the matching screen, with what the refusal said. */
const siteClosed = [
  { guard: 'isMaintenanceEvent', target: '#boot.maintenance', actions: bootSetup.assign({ status: ({ context }) => ({ ...context.status!, maintenance: true }) }) },
  {
    target: '#boot.denied',
    actions: bootSetup.assign({
      status: ({ context, event }) => ({
        ...context.status!,
        regionRestriction: true,
        location: (event.type === 'site.closed' && event.reason === 'regionRestricted' ? event.location : null) ?? context.status!.location,
      }),
    }),
  },
] as const

export const bootMachine = bootSetup.createMachine({
  id: 'boot',
  context: ({ input }) => ({ url: input.url, status: null, failure: null, localeAttempts: 0, statusAttempts: 0 }),
  initial: 'starting',
  states: {
    starting: {
      type: 'parallel',
      tags: ['busy'],
      states: {
        locale: {
          initial: 'loading',
          states: {
            loading: {
              tags: ['splash'],
              invoke: {
                id: 'loadLocale',
                src: 'loadLocale',
                onDone: { target: 'ready', actions: assign({ localeAttempts: 0 }) },
                onError: { target: 'retry', actions: assign({ localeAttempts: ({ context }) => context.localeAttempts + 1 }) },
              },
            },
            retry: {
              tags: ['splash'],
              after: { localeBackoff: 'loading' },
            },
            ready: { type: 'final' },
          },
        },
        status: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'loadStatus',
                src: 'loadStatus',
                input: ({ context }) => ({ url: context.url }),
                onDone: { target: 'answered', actions: assign({ status: ({ event }) => event.output, failure: null, statusAttempts: 0 }) },
                onError: {
                  target: 'answered',
                  actions: assign({ failure: ({ event }) => toFailure(event.error), statusAttempts: ({ context }) => context.statusAttempts + 1 }),
                },
              },
            },
            answered: { type: 'final' },
          },
        },
      },
      onDone: [
        { guard: 'statusFailed', target: 'failed' },
        { guard: { type: 'isMaintenance', params: ({ context }) => context.status! }, target: 'maintenance' },
        { guard: { type: 'isRegionRestricted', params: ({ context }) => context.status! }, target: 'denied' },
        { target: 'preparing' },
      ],
    },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadStatus',
        src: 'loadStatus',
        input: ({ context }) => ({ url: context.url }),
        onDone: statusAnswered,
        onError: {
          target: 'failed',
          actions: assign({ failure: ({ event }) => toFailure(event.error), statusAttempts: ({ context }) => context.statusAttempts + 1 }),
        },
      },
    },
    preparing: {
      tags: ['busy'],
      // The first screen's calls start here: a refusal of any of them closes the site already.
      invoke: [
        {
          id: 'prepare',
          src: 'prepare',
          input: ({ context }) => ({ status: context.status! }),
          // It settles every call it waits for: the lanes and the member info have their own error states on screen.
          onDone: 'app',
        },
        { id: 'listenForSiteClosed', src: 'listenForSiteClosed' },
      ],
      on: { 'site.closed': siteClosed },
    },
    /** Status 0: the site is open. */
    app: {
      invoke: { id: 'listenForSiteClosed', src: 'listenForSiteClosed' },
      on: { 'site.closed': siteClosed },
    },
    /** Status 1. */
    maintenance: pollWhileClosed,
    /** Status 2. */
    denied: pollWhileClosed,
    failed: {
      invoke: { id: 'waitForConnection', src: 'waitForConnection' },
      after: { statusBackoff: { guard: 'isNetworkFailure', target: 'loading', actions: assign({ failure: null }) } },
      on: { 'retry.requested': { target: 'loading', actions: assign({ failure: null }) } },
    },
  },
})
