import { assign, fromPromise, setup } from 'xstate'
import type { ActorFailure } from '@/shared/api'

/** An actor the app provides (`machine.provide({ actors })`): the machine stays pure. */
const providedByApp = <TOutput, TInput = void>(name: string) =>
  fromPromise<TOutput, TInput>(() => Promise.reject(new Error(`${name} is provided by the app`)))

/** Why a call failed (see toFailure). */
export type Failure = ActorFailure

/**
 * Bind an authenticator app (member centre, securityCenter): `setup` asks the server for a
 * new secret (its otpauth URI and QR image); the member scans it and types the app's code;
 * `bind` completes it with that code. A failed set-up can be retried; a wrong code is
 * reported and the QR stays. `finished` gets the new security info.
 */
export interface AuthenticatorSetup {
  readonly secret: string
  readonly uri: string
  readonly qr: string
}

export interface BindAuthenticatorContext {
  readonly setup: AuthenticatorSetup | null
}

export type BindAuthenticatorEvent = { type: 'setup.retried' } | { type: 'code.submitted'; code: string }

/** Why a call failed: read off the client's ApiError (code, message, value hint, the call). */
const toFailure = (e: unknown): Failure => {
  const { code = 'NETWORK', message = e instanceof Object ? '' : String(e), value, call } = (e ?? {}) as Partial<Failure>
  return { code, message, value, call }
}

export const bindAuthenticatorMachine = setup({
  types: {
    context: {} as BindAuthenticatorContext,
    events: {} as BindAuthenticatorEvent,
  },
  actors: {
    setup: providedByApp<AuthenticatorSetup>('setup'),
    bind: providedByApp<unknown, { code: string }>('bind'),
  },
  actions: {
    reportFailure: (_, _params: { failure: Failure }) => {},
    finished: (_, _params: { info: unknown }) => {},
  },
}).createMachine({
  id: 'bindAuthenticator',
  context: { setup: null },
  initial: 'preparing',
  states: {
    preparing: {
      tags: ['busy'],
      invoke: {
        id: 'setup',
        src: 'setup',
        onDone: { target: 'scanning', actions: assign({ setup: ({ event }) => event.output }) },
        onError: { target: 'setupFailed', actions: { type: 'reportFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) } },
      },
    },
    setupFailed: {
      on: { 'setup.retried': 'preparing' },
    },
    scanning: {
      on: { 'code.submitted': 'binding' },
    },
    binding: {
      tags: ['busy'],
      invoke: {
        id: 'bind',
        src: 'bind',
        input: ({ event }) => ({ code: (event as Extract<BindAuthenticatorEvent, { type: 'code.submitted' }>).code }),
        onDone: { target: 'bound', actions: { type: 'finished', params: ({ event }) => ({ info: event.output }) } },
        onError: { target: 'scanning', actions: { type: 'reportFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) } },
      },
    },
    bound: { type: 'final' },
  },
})
