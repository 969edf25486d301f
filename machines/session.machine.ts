import { assign, fromCallback, fromPromise, setup } from 'xstate'
import type { LoginReply, MemberInfo } from '@/shared/api'
import { afterLoginMachine, type SessionFlow } from './afterLogin.machine.ts'

/** An actor the app provides (`machine.provide({ actors })`): the machine stays pure. */
const providedByApp = <TOutput, TInput = void>(name: string) =>
  fromPromise<TOutput, TInput>(() => Promise.reject(new Error(`${name} is provided by the app`)))

export type { SessionFlow }

/**
 * The session (spec §3, §4): the token, the login keys (account, customerId, isAgent) and the
 * member info. This actor is their one writer: session storage is written by the provided
 * actions `persist` and `forget`; everyone else reads the context (components with
 * selectors, the API client through the getter `connectClient` gives it).
 *
 *  - A login of any kind (password, register, social sign-in, free play, a phone reset) ends
 *    with `session.started` and the login reply: the keys are stored and the `afterLogin`
 *    child runs the tail of spec §4 (member info, popular games, the first-login welcome,
 *    the popup notices once). It belongs to the session, so it survives the modal closing.
 *  - A reload starts from what session storage held (`input.stored`) and loads the member info.
 *  - Sign out (`session.ended`), a call that refused the token (`session.expired`, from the
 *    client's failure hook) and another tab's logout end it; another tab's login starts it.
 */
export interface StoredSession {
  readonly token: string
  readonly account: string
  readonly customerId: string
  /** Agent type code (spec §6): 0 member, 1/2/41/42 agent, 4 trial. */
  readonly isAgent: number | null
}

export interface SessionInput {
  /** What session storage held when the app started (a reload keeps the login). */
  readonly stored?: StoredSession | null
}

export interface SessionContext {
  readonly current: StoredSession | null
  readonly member: MemberInfo | null
}

export type SessionEvent =
  | { type: 'session.started'; reply: LoginReply; flow: SessionFlow }
  | { type: 'session.ended' }
  | { type: 'session.expired' }
  /** Another tab wrote or cleared the session (the `storage` event): what storage holds now. */
  | { type: 'storage.changed'; stored: StoredSession | null }
  /** The login info is loaded again (after a password change). */
  | { type: 'member.refreshRequested' }
  | { type: 'member.loaded'; member: MemberInfo }

const fromReply = (reply: LoginReply): StoredSession => ({ token: reply.token, account: reply.account, customerId: reply.customerId, isAgent: reply.isAgent })

export const sessionMachine = setup({
  types: {
    input: {} as SessionInput,
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    /** Gives the API client the token getter and its "token refused" hook. */
    connectClient: fromCallback<SessionEvent>(() => () => {}),
    /** Another tab's session writes (the `storage` event). */
    listenForOtherTabs: fromCallback<SessionEvent>(() => () => {}),
    loadMember: providedByApp<MemberInfo | null, { token: string }>('loadMember'),
    afterLogin: afterLoginMachine,
  },
  actions: {
    /** Writes the login keys to session storage (spec §3). */
    persist: (_, _params: { session: StoredSession }) => {},
    /** Clears session storage except the merchant keys (spec §4, logout). */
    forget: () => {},
  },
  guards: {
    hasStored: ({ context }) => context.current !== null,
    storedLogin: (_, stored: StoredSession | null) => stored !== null,
    sameToken: ({ context }, stored: StoredSession | null) => stored?.token === context.current?.token,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ current: input.stored ?? null, member: null }),
  invoke: [
    { id: 'connectClient', src: 'connectClient' },
    { id: 'listenForOtherTabs', src: 'listenForOtherTabs' },
  ],
  initial: 'loggedOut',
  states: {
    loggedOut: {
      // A reload: session storage held a login.
      always: { guard: 'hasStored', target: 'loggedIn.restoring' },
      on: {
        'session.started': {
          target: 'loggedIn.afterLogin',
          actions: [assign({ current: ({ event }) => fromReply(event.reply), member: null }), { type: 'persist', params: ({ event }) => ({ session: fromReply(event.reply) }) }],
        },
        'storage.changed': {
          guard: { type: 'storedLogin', params: ({ event }) => event.stored },
          target: 'loggedIn.restoring',
          actions: assign({ current: ({ event }) => event.stored }),
        },
      },
    },
    loggedIn: {
      on: {
        // A new login replaces the session (a free play while logged in, another account).
        'session.started': {
          target: '.afterLogin',
          reenter: true,
          actions: [assign({ current: ({ event }) => fromReply(event.reply), member: null }), { type: 'persist', params: ({ event }) => ({ session: fromReply(event.reply) }) }],
        },
        'session.ended': { target: 'loggedOut', actions: [assign({ current: null, member: null }), 'forget'] },
        'session.expired': { target: 'loggedOut', actions: [assign({ current: null, member: null }), 'forget'] },
        'storage.changed': [
          { guard: { type: 'sameToken', params: ({ event }) => event.stored }, actions: [] },
          { guard: { type: 'storedLogin', params: ({ event }) => event.stored }, target: '.restoring', reenter: true, actions: assign({ current: ({ event }) => event.stored, member: null }) },
          // The other tab signed out: storage is cleared already.
          { target: 'loggedOut', actions: assign({ current: null, member: null }) },
        ],
        'member.loaded': { actions: assign({ member: ({ event }) => event.member }) },
      },
      initial: 'restoring',
      states: {
        /** A stored session (a reload, another tab's login): its member info. */
        restoring: {
          tags: ['loadingMember'],
          invoke: {
            id: 'loadMember',
            src: 'loadMember',
            input: ({ context }) => ({ token: context.current!.token }),
            onDone: { target: 'active', actions: assign({ member: ({ event }) => event.output }) },
            // The token was refused (the client's hook ends the session) or the call failed: the header waits.
            onError: 'active',
          },
        },
        /** A login just happened: the tail of spec §4, in its own machine. */
        afterLogin: {
          invoke: {
            id: 'afterLogin',
            src: 'afterLogin',
            input: ({ context, event }) => ({ token: context.current!.token, reply: (event as Extract<SessionEvent, { type: 'session.started' }>).reply, flow: (event as Extract<SessionEvent, { type: 'session.started' }>).flow }),
            onDone: 'active',
          },
        },
        active: {
          on: { 'member.refreshRequested': 'restoring' },
        },
      },
    },
  },
})
