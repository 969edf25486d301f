import { assign, fromPromise, setup } from 'xstate'
import type { ActorFailure, LoginReply, SocialCallbackReply, SocialPending, SocialProviderKey } from '@/shared/api'

/** An actor the app provides (`machine.provide({ actors })`): the machine stays pure. */
const providedByApp = <TOutput, TInput = void>(name: string) =>
  fromPromise<TOutput, TInput>(() => Promise.reject(new Error(`${name} is provided by the app`)))

/** Why a call failed (see toFailure). */
export type Failure = ActorFailure

/**
 * Social sign-in with OpenID Connect (spec §2 buttons, §4 "Sign-in can link an existing
 * account or register a new one, irreversible once confirmed").
 *
 * Out: a button sends `social.requested`; the `start` actor answers the provider's authorize
 * URL and the app sends the browser there (`redirect`), leaving the SPA.
 * Back: the callback route sends `callback.received` with the query string; `complete`
 * verifies it on the server. A linked identity is a login: the reply is handed to the
 * session (`sessionStarted`: it stores it and runs what follows a login), then `loggedIn`
 * (`finished`: the app goes home). A new identity waits in
 * `choosing`: link an existing account (username + password) or register a new one
 * (username); either choice is confirmed as irreversible before it is sent.
 * A failed callback or a spent ticket ends in `failed` (start again from the login).
 *
 * Actors `start`, `complete`, `link`, `register` and actions `redirect`, `reportFailure`,
 * `sessionStarted`, `finished` are provided by the app.
 */
export type SocialChoice =
  | { readonly kind: 'link'; readonly username: string; readonly password: string }
  | { readonly kind: 'register'; readonly username: string }

export interface SocialSignInContext {
  readonly pending: SocialPending | null
  readonly choice: SocialChoice | null
  readonly failure: Failure | null
}

export type SocialSignInEvent =
  | { type: 'social.requested'; provider: SocialProviderKey }
  | { type: 'callback.received'; search: string }
  | { type: 'link.chosen' }
  | { type: 'register.chosen' }
  | { type: 'choice.back' }
  | { type: 'choice.submitted'; choice: SocialChoice }
  | { type: 'confirm.accepted' }
  | { type: 'confirm.declined' }

/** The ticket is gone (expired or used): nothing to retry with, start again. */
const ticketGone = (error: unknown): boolean => {
  const code = toFailure(error).code
  return code === 'SOCIAL_TICKET_INVALID' || code === 'SOCIAL_DISABLED'
}

/** Why a call failed: read off the client's ApiError (code, message, value hint, the call). */
const toFailure = (e: unknown): Failure => {
  const { code = 'NETWORK', message = e instanceof Object ? '' : String(e), value, call } = (e ?? {}) as Partial<Failure>
  return { code, message, value, call }
}

export const socialSignInMachine = setup({
  types: {
    context: {} as SocialSignInContext,
    events: {} as SocialSignInEvent,
  },
  actors: {
    start: providedByApp<{ authorizeUrl: string }, { provider: SocialProviderKey }>('start'),
    complete: providedByApp<SocialCallbackReply, { search: string }>('complete'),
    link: providedByApp<LoginReply, { ticket: string; username: string; password: string }>('link'),
    register: providedByApp<LoginReply, { ticket: string; username: string }>('register'),
  },
  actions: {
    redirect: (_, _params: { url: string }) => {},
    reportFailure: (_, _params: { failure: Failure }) => {},
    sessionStarted: (_, _params: { reply: LoginReply }) => {},
    finished: () => {},
  },
  guards: {
    isLoggedIn: (_, reply: SocialCallbackReply) => reply.status === 'loggedIn',
    ticketGone: ({ event }) => ticketGone((event as { error?: unknown }).error),
    choseLink: ({ context }) => context.choice?.kind === 'link',
  },
}).createMachine({
  id: 'socialSignIn',
  context: { pending: null, choice: null, failure: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'social.requested': 'starting',
        'callback.received': 'completing',
      },
    },
    starting: {
      tags: ['busy'],
      invoke: {
        id: 'start',
        src: 'start',
        input: ({ event }) => ({ provider: (event as Extract<SocialSignInEvent, { type: 'social.requested' }>).provider }),
        onDone: { target: 'redirecting', actions: { type: 'redirect', params: ({ event }) => ({ url: event.output.authorizeUrl }) } },
        onError: { target: 'idle', actions: { type: 'reportFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) } },
      },
    },
    /** The browser is leaving for the provider. */
    redirecting: { tags: ['busy'] },
    completing: {
      tags: ['busy'],
      invoke: {
        id: 'complete',
        src: 'complete',
        input: ({ event }) => ({ search: (event as Extract<SocialSignInEvent, { type: 'callback.received' }>).search }),
        onDone: [
          {
            guard: { type: 'isLoggedIn', params: ({ event }) => event.output },
            target: 'loggedIn',
            actions: { type: 'sessionStarted', params: ({ event }) => ({ reply: (event.output as Extract<SocialCallbackReply, { status: 'loggedIn' }>).login }) },
          },
          {
            target: 'choosing',
            actions: assign({ pending: ({ event }) => (event.output.status === 'pending' ? event.output.pending : null) }),
          },
        ],
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
      },
    },
    /** A new identity: link an existing account or register a new one. */
    choosing: {
      initial: 'options',
      states: {
        options: {
          on: { 'link.chosen': 'linkForm', 'register.chosen': 'registerForm' },
        },
        linkForm: {
          on: {
            'choice.back': 'options',
            'choice.submitted': { target: 'confirming', actions: assign({ choice: ({ event }) => event.choice }) },
          },
        },
        registerForm: {
          on: {
            'choice.back': 'options',
            'choice.submitted': { target: 'confirming', actions: assign({ choice: ({ event }) => event.choice }) },
          },
        },
        /** "This cannot be changed afterwards": the user confirms or goes back to the form. */
        confirming: {
          on: {
            'confirm.accepted': [{ guard: 'choseLink', target: '#socialSignIn.linking' }, { target: '#socialSignIn.registering' }],
            'confirm.declined': [{ guard: 'choseLink', target: 'linkForm' }, { target: 'registerForm' }],
          },
        },
      },
    },
    linking: {
      tags: ['busy'],
      invoke: {
        id: 'link',
        src: 'link',
        input: ({ context }) => {
          const choice = context.choice as Extract<SocialChoice, { kind: 'link' }>
          return { ticket: context.pending!.ticket, username: choice.username, password: choice.password }
        },
        onDone: { target: 'loggedIn', actions: [assign({ choice: null }), { type: 'sessionStarted', params: ({ event }) => ({ reply: event.output }) }] },
        onError: [
          { guard: 'ticketGone', target: 'failed', actions: assign({ failure: ({ event }) => toFailure(event.error), choice: null }) },
          {
            target: '#socialSignIn.choosing.linkForm',
            actions: [assign({ choice: null }), { type: 'reportFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) }],
          },
        ],
      },
    },
    registering: {
      tags: ['busy'],
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ context }) => ({ ticket: context.pending!.ticket, username: context.choice!.username }),
        onDone: { target: 'loggedIn', actions: [assign({ choice: null }), { type: 'sessionStarted', params: ({ event }) => ({ reply: event.output }) }] },
        onError: [
          { guard: 'ticketGone', target: 'failed', actions: assign({ failure: ({ event }) => toFailure(event.error), choice: null }) },
          {
            target: '#socialSignIn.choosing.registerForm',
            actions: [assign({ choice: null }), { type: 'reportFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) }],
          },
        ],
      },
    },
    loggedIn: { type: 'final', entry: 'finished' },
    failed: { type: 'final' },
  },
})
