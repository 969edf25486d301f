import { assign, fromPromise, setup } from 'xstate'
import type { ActorFailure } from '@/shared/api'

/** An actor the app provides (`machine.provide({ actors })`): the machine stays pure. */
const providedByApp = <TOutput, TInput = void>(name: string) =>
  fromPromise<TOutput, TInput>(() => Promise.reject(new Error(`${name} is provided by the app`)))

export type Failure = ActorFailure

/**
 * One money request of the member centre (a deposit, a withdrawal, a payout account, a
 * transfer to the upline, the payment password): the form sends its request (checked by the
 * view, with its request id), `submit` calls the server. A failure keeps the request: `retry`
 * sends the same one again (the same request id, so the server applies it once), a new
 * submission replaces it. Success keeps the reply (`result`: the reference, the withdrawal)
 * and tells the page (`finished`: the list and the header balance refresh); the member may
 * then send another (`request.again` clears the reply).
 */
export interface MoneyRequestContext {
  readonly request: unknown
  readonly result: unknown
  readonly failure: Failure | null
}

export type MoneyRequestEvent =
  | { type: 'request.submitted'; request: unknown }
  | { type: 'retry' }
  | { type: 'request.again' }

const toFailure = (e: unknown): Failure => {
  const { code = 'NETWORK', message = e instanceof Object ? '' : String(e), value, call } = (e ?? {}) as Partial<Failure>
  return { code, message, value, call }
}

export const moneyRequestMachine = setup({
  types: {
    context: {} as MoneyRequestContext,
    events: {} as MoneyRequestEvent,
  },
  actors: {
    submit: providedByApp<unknown, unknown>('submit'),
  },
  actions: {
    /** Keeps the submitted request (its retries resend it) and forgets the last failure and reply. */
    takeRequest: assign({
      request: ({ event }) => (event.type === 'request.submitted' ? event.request : null),
      failure: null,
      result: null,
    }),
    reportFailure: (_, _params: { failure: Failure }) => {},
    finished: (_, _params: { result: unknown }) => {},
  },
}).createMachine({
  id: 'moneyRequest',
  context: { request: null, result: null, failure: null },
  initial: 'editing',
  states: {
    editing: {
      on: { 'request.submitted': { target: 'submitting', actions: 'takeRequest' } },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ context }: { context: MoneyRequestContext }) => context.request,
        // A success after a retry leaves no failure behind (a form that stays would still show it).
        onDone: { target: 'done', actions: [assign({ result: ({ event }) => event.output, failure: null }), { type: 'finished', params: ({ event }) => ({ result: event.output }) }] },
        onError: {
          target: 'failed',
          actions: [assign({ failure: ({ event }) => toFailure(event.error) }), { type: 'reportFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) }],
        },
      },
    },
    failed: {
      on: {
        retry: 'submitting',
        'request.submitted': { target: 'submitting', actions: 'takeRequest' },
      },
    },
    done: {
      on: {
        'request.again': { target: 'editing', actions: assign({ result: null, request: null }) },
        'request.submitted': { target: 'submitting', actions: 'takeRequest' },
      },
    },
  },
})
