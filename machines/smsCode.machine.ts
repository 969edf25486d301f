import { assign, fromPromise, setup } from 'xstate'
import type { ActorFailure } from '@/shared/api'

/** An actor the app provides (`machine.provide({ actors })`): the machine stays pure. */
const providedByApp = <TOutput, TInput = void>(name: string) =>
  fromPromise<TOutput, TInput>(() => Promise.reject(new Error(`${name} is provided by the app`)))

/** Why a call failed (see toFailure). */
export type Failure = ActorFailure

/**
 * "Get code" for an SMS verification code (spec §2, §4), shared by SMS login, mobile
 * registration and the phone password reset:
 * bot check (ALTCHA proof of work) → send → countdown of expiredMinutes×60 s, during which
 * the button is disabled and shows the seconds left. A failed attempt waits `smsThrottle`
 * (1000 ms) before the next send is allowed (login SMS send at most once per 1000 ms) and
 * is reported with the server's message (`reportFailure`, spec §8).
 *
 * Actors `solveBotCheck` (returns the altcha payload) and `sendCode` are provided by the app;
 * `sendCode` answers `{ expiredMinutes }`.
 */
export interface SmsTarget {
  readonly mobileNum: string
  readonly countryDialingCode: string
}

export interface SmsCodeContext {
  readonly target: SmsTarget | null
  readonly altcha: string | null
  readonly secondsLeft: number
  readonly failure: Failure | null
}

export type SmsCodeEvent = { type: 'sms.codeRequested'; target: SmsTarget }

export const SMS_TICK_MS = 1000
export const SMS_THROTTLE_MS = 1000

/** Why a call failed: read off the client's ApiError (code, message, value hint, the call). */
const toFailure = (e: unknown): Failure => {
  const { code = 'NETWORK', message = e instanceof Object ? '' : String(e), value, call } = (e ?? {}) as Partial<Failure>
  return { code, message, value, call }
}

export const smsCodeMachine = setup({
  types: {
    context: {} as SmsCodeContext,
    events: {} as SmsCodeEvent,
  },
  actors: {
    solveBotCheck: providedByApp<string>('solveBotCheck'),
    sendCode: providedByApp<{ expiredMinutes: number }, { target: SmsTarget; altcha: string }>('sendCode'),
  },
  actions: {
    reportFailure: (_, _params: { failure: Failure }) => {},
  },
  guards: {
    countdownOver: ({ context }) => context.secondsLeft <= 0,
  },
  delays: {
    tick: SMS_TICK_MS,
    smsThrottle: SMS_THROTTLE_MS,
  },
}).createMachine({
  id: 'smsCode',
  context: { target: null, altcha: null, secondsLeft: 0, failure: null },
  initial: 'ready',
  states: {
    ready: {
      on: {
        'sms.codeRequested': { target: 'solving', actions: assign({ target: ({ event }) => event.target, failure: null }) },
      },
    },
    solving: {
      tags: ['busy'],
      invoke: {
        id: 'solveBotCheck',
        src: 'solveBotCheck',
        onDone: { target: 'sending', actions: assign({ altcha: ({ event }) => event.output }) },
        onError: {
          target: 'throttled',
          actions: [assign({ failure: ({ event }) => toFailure(event.error) }), { type: 'reportFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) }],
        },
      },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'sendCode',
        src: 'sendCode',
        input: ({ context }) => ({ target: context.target!, altcha: context.altcha ?? '' }),
        onDone: { target: 'countingDown', actions: assign({ secondsLeft: ({ event }) => Math.round(event.output.expiredMinutes * 60), altcha: null }) },
        onError: {
          target: 'throttled',
          actions: [assign({ failure: ({ event }) => toFailure(event.error), altcha: null }), { type: 'reportFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) }],
        },
      },
    },
    /** The code is on its way: the button shows the seconds left. */
    countingDown: {
      tags: ['sent'],
      always: { guard: 'countdownOver', target: 'ready' },
      after: {
        tick: { target: 'countingDown', reenter: true, actions: assign({ secondsLeft: ({ context }) => context.secondsLeft - 1 }) },
      },
    },
    /** A failed attempt: the next send waits a second. */
    throttled: {
      after: { smsThrottle: 'ready' },
    },
  },
})
