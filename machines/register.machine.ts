import { assign, fromPromise, setup } from 'xstate'
import type { ActorFailure, LoginReply, RegistrationUser } from '@/shared/api'

/** An actor the app provides (`machine.provide({ actors })`): the machine stays pure. */
const providedByApp = <TOutput, TInput = void>(name: string) =>
  fromPromise<TOutput, TInput>(() => Promise.reject(new Error(`${name} is provided by the app`)))

/** Why a call failed (see toFailure). */
export type Failure = ActorFailure

/**
 * Registration (spec §4): the view validates the fields by the server's register rules, then:
 * optional affiliate-code check (GET /wps/agent/affiliate; an invalid code shows the
 * invitation-code error, `affiliateRejected`) → bot check (ALTCHA) → register → the reply
 * handed to the session (`sessionStarted`: it stores it and runs what follows any login) →
 * `finished` (close, go to /). Failures are reported
 * and the form stays (`registrationFailed` lets the view load a new captcha).
 */
export type RegisterMethod = 'register' | 'registerMobile'

/** What the form sends: the user without the bot check, and the method (tab). */
export interface RegistrationRequest {
  readonly method: RegisterMethod
  readonly user: Omit<RegistrationUser, 'altcha'>
}

export interface RegisterContext {
  readonly request: RegistrationRequest | null
  readonly altcha: string | null
}

export type RegisterEvent = { type: 'registration.submitted'; request: RegistrationRequest }

/** Why a call failed: read off the client's ApiError (code, message, value hint, the call). */
const toFailure = (e: unknown): Failure => {
  const { code = 'NETWORK', message = e instanceof Object ? '' : String(e), value, call } = (e ?? {}) as Partial<Failure>
  return { code, message, value, call }
}

export const registerMachine = setup({
  types: {
    context: {} as RegisterContext,
    events: {} as RegisterEvent,
  },
  actors: {
    checkAffiliate: providedByApp<{ valid: boolean }, { code: string }>('checkAffiliate'),
    solveBotCheck: providedByApp<string>('solveBotCheck'),
    register: providedByApp<LoginReply, RegistrationRequest & { altcha: string }>('register'),
  },
  actions: {
    reportFailure: (_, _params: { failure: Failure }) => {},
    affiliateRejected: () => {},
    registrationFailed: () => {},
    sessionStarted: (_, _params: { reply: LoginReply }) => {},
    finished: () => {},
  },
  guards: {
    hasAffiliateCode: ({ event }) => event.type === 'registration.submitted' && (event.request.user.affiliateCode ?? '').trim() !== '',
    affiliateValid: (_, output: { valid: boolean }) => output.valid,
  },
}).createMachine({
  id: 'register',
  context: { request: null, altcha: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'registration.submitted': [
          { guard: 'hasAffiliateCode', target: 'checkingAffiliate', actions: assign({ request: ({ event }) => event.request }) },
          { target: 'botCheck', actions: assign({ request: ({ event }) => event.request }) },
        ],
      },
    },
    checkingAffiliate: {
      tags: ['busy'],
      invoke: {
        id: 'checkAffiliate',
        src: 'checkAffiliate',
        input: ({ context }) => ({ code: context.request?.user.affiliateCode ?? '' }),
        onDone: [
          { guard: { type: 'affiliateValid', params: ({ event }) => event.output }, target: 'botCheck' },
          { target: 'editing', actions: 'affiliateRejected' },
        ],
        onError: { target: 'editing', actions: { type: 'reportFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) } },
      },
    },
    botCheck: {
      tags: ['busy'],
      invoke: {
        id: 'solveBotCheck',
        src: 'solveBotCheck',
        onDone: { target: 'registering', actions: assign({ altcha: ({ event }) => event.output }) },
        onError: { target: 'editing', actions: { type: 'reportFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) } },
      },
    },
    registering: {
      tags: ['busy'],
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ context }) => ({ ...context.request!, altcha: context.altcha ?? '' }),
        onDone: { target: 'registered', actions: { type: 'sessionStarted', params: ({ event }) => ({ reply: event.output }) } },
        onError: {
          target: 'editing',
          actions: [assign({ altcha: null }), 'registrationFailed', { type: 'reportFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) }],
        },
      },
    },
    registered: { type: 'final', entry: 'finished' },
  },
})
