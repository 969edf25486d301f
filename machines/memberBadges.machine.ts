import { assign, fromCallback, fromPromise, setup } from 'xstate'

/**
 * The member's two header/menu counts, one owner for both: the unread platform messages
 * (CSP_unreadCount, the header's mail badge) and the missions ready to claim
 * (MCS2_missionReadyCount, the member-centre menu badge). Asked after a login, when a page
 * asks (`badges.refreshRequested`: the inbox opened, a claim made), and every `pollInterval`
 * while signed in; a page that already knows the new unread count says so
 * (`badges.unreadChanged`), so the header falls at once. The session's end forgets both.
 *
 * `fetchCounts` (the two calls with the token) and `listenForSession` (sends
 * `session.started` / `session.ended`) are provided by the app.
 */
export interface BadgeCounts {
  readonly unread: number
  readonly missionsReady: number
}

export interface MemberBadgesContext {
  readonly token: string | null
  readonly counts: BadgeCounts
}

export type MemberBadgesEvent =
  | { type: 'session.started'; token: string }
  | { type: 'session.ended' }
  | { type: 'badges.refreshRequested' }
  | { type: 'badges.unreadChanged'; unread: number }

const none: BadgeCounts = { unread: 0, missionsReady: 0 }

export const memberBadgesMachine = setup({
  types: {
    context: {} as MemberBadgesContext,
    events: {} as MemberBadgesEvent,
  },
  actors: {
    fetchCounts: fromPromise<BadgeCounts, { token: string }>(() => Promise.reject(new Error('fetchCounts is provided by the app'))),
    listenForSession: fromCallback(() => () => {}),
  },
  delays: {
    pollInterval: 60_000,
  },
}).createMachine({
  id: 'memberBadges',
  context: { token: null, counts: none },
  invoke: { id: 'listenForSession', src: 'listenForSession' },
  initial: 'signedOut',
  on: {
    'session.started': { target: '.fetching', actions: assign({ token: ({ event }) => event.token }) },
    'session.ended': { target: '.signedOut', actions: assign({ token: null, counts: none }) },
  },
  states: {
    signedOut: {},
    fetching: {
      invoke: {
        id: 'fetchCounts',
        src: 'fetchCounts',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: { target: 'waiting', actions: assign({ counts: ({ event }) => event.output }) },
        // Keep the last counts; the next poll tries again.
        onError: { target: 'waiting' },
      },
      on: {
        // A newer figure than the one in flight would answer: take it and ask again.
        'badges.unreadChanged': { target: 'fetching', reenter: true, actions: assign({ counts: ({ context, event }) => ({ ...context.counts, unread: event.unread }) }) },
      },
    },
    waiting: {
      after: { pollInterval: 'fetching' },
      on: {
        'badges.refreshRequested': 'fetching',
        'badges.unreadChanged': { actions: assign({ counts: ({ context, event }) => ({ ...context.counts, unread: event.unread }) }) },
      },
    },
  },
})
