import { assign, fromPromise, setup } from 'xstate'
import type { ActorFailure } from '@/shared/api'

/** An actor the app provides (`machine.provide({ actors })`): the machine stays pure. */
const providedByApp = <TOutput, TInput = void>(name: string) =>
  fromPromise<TOutput, TInput>(() => Promise.reject(new Error(`${name} is provided by the app`)))

/** Why a call failed (see toFailure). */
export type Failure = ActorFailure

/**
 * Bind or change the e-mail address or the mobile number (member centre, securityCenter):
 * the view validates the new address, `sendCode` sends a code to it, the member types the
 * code and `confirm` binds it. A failed send or confirm is reported and the form stays; the
 * member may ask for a code again (also for another address) while entering the code.
 * `finished` gets the new security info (the view refreshes the page and closes the modal).
 *
 * The target is opaque here (an e-mail or a mobile number with its dialing code): the same
 * flow serves both, with actors provided by the view.
 */
export interface CodeSent {
  readonly expiredMinutes: number
  readonly to: string
}

export interface BindContactContext {
  readonly target: unknown
  readonly sent: CodeSent | null
}

export type BindContactEvent =
  | { type: 'code.requested'; target: unknown }
  | { type: 'code.submitted'; code: string }

/** Why a call failed: read off the client's ApiError (code, message, value hint, the call). */
const toFailure = (e: unknown): Failure => {
  const { code = 'NETWORK', message = e instanceof Object ? '' : String(e), value, call } = (e ?? {}) as Partial<Failure>
  return { code, message, value, call }
}

export const bindContactMachine = setup({
  types: {
    context: {} as BindContactContext,
    events: {} as BindContactEvent,
  },
  actors: {
    sendCode: providedByApp<CodeSent, unknown>('sendCode'),
    confirm: providedByApp<unknown, { target: unknown; code: string }>('confirm'),
  },
  guards: {
    codeSentAlready: ({ context }) => context.sent !== null,
  },
  actions: {
    reportFailure: (_, _params: { failure: Failure }) => {},
    finished: (_, _params: { info: unknown }) => {},
  },
}).createMachine({
  id: 'bindContact',
  context: { target: null, sent: null },
  initial: 'editing',
  states: {
    editing: {
      on: { 'code.requested': { target: 'sending', actions: assign({ target: ({ event }) => event.target }) } },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'sendCode',
        src: 'sendCode',
        input: ({ context }: { context: BindContactContext }) => context.target,
        onDone: { target: 'codeEntry', actions: assign({ sent: ({ event }) => event.output }) },
        onError: [
          // A code already sent stays usable: keep the code field.
          { guard: 'codeSentAlready', target: 'codeEntry', actions: { type: 'reportFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) } },
          { target: 'editing', actions: { type: 'reportFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) } },
        ],
      },
    },
    codeEntry: {
      on: {
        'code.requested': { target: 'sending', actions: assign({ target: ({ event }) => event.target }) },
        'code.submitted': 'confirming',
      },
    },
    confirming: {
      tags: ['busy'],
      invoke: {
        id: 'confirm',
        src: 'confirm',
        input: ({ context, event }) => ({ target: context.target, code: (event as Extract<BindContactEvent, { type: 'code.submitted' }>).code }),
        onDone: { target: 'bound', actions: { type: 'finished', params: ({ event }) => ({ info: event.output }) } },
        onError: { target: 'codeEntry', actions: { type: 'reportFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) } },
      },
    },
    bound: { type: 'final' },
  },
})
