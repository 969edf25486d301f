import { fromPromise, setup } from 'xstate'
import type { ActorFailure } from '@/shared/api'

/** An actor the app provides (`machine.provide({ actors })`): the machine stays pure. */
const providedByApp = <TOutput, TInput = void>(name: string) =>
  fromPromise<TOutput, TInput>(() => Promise.reject(new Error(`${name} is provided by the app`)))

/** Why a call failed (see toFailure). */
export type Failure = ActorFailure

/**
 * A one-step security change in the member centre: set the bank account name, or remove the
 * authenticator with a code. The view validates, `submit` calls the server; a failure is
 * reported and the form stays; success hands the new security info to `finished`.
 */
export type SecurityFormEvent = { type: 'form.submitted'; value: unknown }

/** Why a call failed: read off the client's ApiError (code, message, value hint, the call). */
const toFailure = (e: unknown): Failure => {
  const { code = 'NETWORK', message = e instanceof Object ? '' : String(e), value, call } = (e ?? {}) as Partial<Failure>
  return { code, message, value, call }
}

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
