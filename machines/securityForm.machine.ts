import { fromPromise, setup } from 'xstate'
import type { EndpointName } from '@/shared/api'

/** An actor the app provides (`machine.provide({ actors })`): the machine stays pure. */
const providedByApp = <TOutput, TInput = void>(name: string) =>
  fromPromise<TOutput, TInput>(() => Promise.reject(new Error(`${name} is provided by the app`)))

/** Why a call failed, as the client reports it (`NETWORK`, `BAD_REPLY` or a server code), plus its hint value. */
export interface Failure {
  readonly code: string
  readonly message: string
  readonly value?: unknown
  /** The call that failed (its text for a code may be its own). */
  readonly call?: EndpointName
}

const toFailure = (error: unknown): Failure => {
  if (error && typeof error === 'object') {
    const { code, message, value, call } = error as { code?: unknown; message?: unknown; value?: unknown; call?: EndpointName }
    return { code: typeof code === 'string' ? code : 'NETWORK', message: typeof message === 'string' ? message : '', ...(value === undefined ? {} : { value }), ...(call ? { call } : {}) }
  }
  return { code: 'NETWORK', message: String(error) }
}

/**
 * A one-step security change in the member centre: set the bank account name, or remove the
 * authenticator with a code. The view validates, `submit` calls the server; a failure is
 * reported and the form stays; success hands the new security info to `finished`.
 */
export type SecurityFormEvent = { type: 'form.submitted'; value: unknown }

export const securityFormMachine = setup({
  types: {
    events: {} as SecurityFormEvent,
  },
  actors: {
    submit: providedByApp<unknown, unknown>('submit'),
  },
  actions: {
    reportFailure: (_, _params: { failure: Failure }) => {},
    finished: (_, _params: { info: unknown }) => {},
  },
}).createMachine({
  id: 'securityForm',
  initial: 'editing',
  states: {
    editing: {
      on: { 'form.submitted': 'submitting' },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ event }: { event: { type: string } }) => (event as SecurityFormEvent).value,
        onDone: { target: 'saved', actions: { type: 'finished', params: ({ event }) => ({ info: event.output }) } },
        onError: { target: 'editing', actions: { type: 'reportFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) } },
      },
    },
    saved: { type: 'final' },
  },
})
