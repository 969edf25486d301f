import { assign, fromPromise, setup } from 'xstate'
import type { ActorFailure } from '@/shared/api'

/** An actor the app provides (`machine.provide({ actors })`): the machine stays pure. */
const providedByApp = <TOutput, TInput = void>(name: string) =>
  fromPromise<TOutput, TInput>(() => Promise.reject(new Error(`${name} is provided by the app`)))

export type Failure = ActorFailure

/** What keeps a draft from being sent, as the view checks it (the contract's checkChatText). */
export type ChatDraftProblem = 'empty' | 'tooLong' | 'characters'

/** The reader's standing as the room's latest reply says it (a mute's seconds left; null = until lifted). */
export interface ChatStandingUpdate { readonly muted: boolean; readonly secondsLeft: number | null }

export interface ChatSendContext {
  readonly draft: string
  readonly problem: ChatDraftProblem | null
  /** Send was pressed with a problem: the view shows it from here on. */
  readonly touched: boolean
  readonly failure: Failure | null
  /** How long the send window stays shut (RATE_LIMITED's retryAfterSeconds). */
  readonly retryAfterMs: number
  /** How long the mute lasts; null while it lasts until the operator lifts it. */
  readonly muteLeftMs: number | null
}

export type ChatSendEvent =
  | { type: 'draft.changed'; value: string; problem: ChatDraftProblem | null }
  | { type: 'message.submitted' }
  | { type: 'standing.changed'; standing: ChatStandingUpdate }

/** When the server sends no retry time (a limit of the whole site): wait this long. */
export const DEFAULT_RETRY_MS = 5_000
/** A timer fires at most this far ahead (setTimeout's range); a longer mute is asked again then. */
const LONGEST_WAIT_MS = 24 * 60 * 60 * 1000
/** Refusals after which this member cannot send here at all: a trial account, a break or a self-exclusion. */
const SHUT_OUT: ReadonlyArray<string> = ['TRIAL_ACCOUNT', 'ON_BREAK', 'SELF_EXCLUDED']

const toFailure = (e: unknown): Failure => {
  const { code = 'NETWORK', message = e instanceof Object ? '' : String(e), value, call } = (e ?? {}) as Partial<Failure>
  return { code, message, value, call }
}
const codeOf = (e: unknown): string => toFailure(e).code
const numberIn = (value: unknown, key: string): number | null => {
  const n = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined
  return typeof n === 'number' && Number.isFinite(n) ? n : null
}
const muteLeft = (secondsLeft: number | null): number | null => (secondsLeft === null ? null : Math.max(0, secondsLeft * 1000))

/**
 * The chat room's send flow: the draft (checked by the view as typed), the send, and what a
 * refusal means. Sent: the draft clears and the room is read again (`sent`). Over the send
 * rate: the composer waits out the window (`cooldown`), keeping the draft. Muted: it stays shut
 * until the mute's end (`muteEnds`) or a room reply without the mute (the operator lifted it).
 * The view sends every room reply's standing (`standing.changed`), the first one included.
 * A trial account, a break or a self-exclusion: closed. Any other failure: back to the draft,
 * kept, with the failure shown.
 */
export const chatSendMachine = setup({
  types: {
    context: {} as ChatSendContext,
    events: {} as ChatSendEvent,
  },
  actors: {
    sendMessage: providedByApp<unknown, { text: string }>('sendMessage'),
  },
  guards: {
    isSendable: ({ context }) => context.problem === null,
    isMutedNow: ({ event }) => event.type === 'standing.changed' && event.standing.muted,
    isUnmuted: ({ event }) => event.type === 'standing.changed' && !event.standing.muted,
    isRateLimited: ({ event }) => codeOf((event as { error?: unknown }).error) === 'RATE_LIMITED',
    isMuted: ({ event }) => codeOf((event as { error?: unknown }).error) === 'CHAT_MUTED',
    isShutOut: ({ event }) => SHUT_OUT.includes(codeOf((event as { error?: unknown }).error)),
    muteHasEnd: ({ context }) => context.muteLeftMs !== null,
  },
  delays: {
    cooldown: ({ context }) => Math.min(context.retryAfterMs, LONGEST_WAIT_MS),
    muteEnds: ({ context }) => Math.min(context.muteLeftMs ?? 0, LONGEST_WAIT_MS),
  },
  actions: {
    /** The message is in the room: `reply` is the server's answer (the stored message). */
    sent: (_, _params: { reply: unknown }) => {},
  },
}).createMachine({
  id: 'chatSend',
  context: () => ({
    draft: '', problem: 'empty', touched: false, failure: null, retryAfterMs: 0, muteLeftMs: null,
  }),
  initial: 'ready',
  on: {
    'draft.changed': { actions: assign({ draft: ({ event }) => event.value, problem: ({ event }) => event.problem }) },
  },
  states: {
    ready: {
      on: {
        'message.submitted': [
          { guard: 'isSendable', target: 'sending', actions: assign({ failure: null, touched: false }) },
          { actions: assign({ touched: true }) },
        ],
        'standing.changed': { guard: 'isMutedNow', target: 'muted', actions: assign({ muteLeftMs: ({ event }) => muteLeft(event.standing.secondsLeft), failure: null }) },
      },
    },
    sending: {
      // The view holds the draft read-only meanwhile (it sends no change).
      tags: ['busy'],
      invoke: {
        id: 'sendMessage',
        src: 'sendMessage',
        input: ({ context }) => ({ text: context.draft }),
        onDone: { target: 'ready', actions: [assign({ draft: '', problem: 'empty', touched: false }), { type: 'sent', params: ({ event }) => ({ reply: event.output }) }] },
        onError: [
          { guard: 'isRateLimited', target: 'cooling', actions: assign({ retryAfterMs: ({ event }) => (numberIn(toFailure(event.error).value, 'retryAfterSeconds') ?? DEFAULT_RETRY_MS / 1000) * 1000 }) },
          { guard: 'isMuted', target: 'muted', actions: assign({ muteLeftMs: ({ event }) => muteLeft(numberIn(toFailure(event.error).value, 'secondsLeft')) }) },
          { guard: 'isShutOut', target: 'closed', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
          { target: 'ready', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
        ],
      },
    },
    cooling: {
      tags: ['cooling'],
      after: { cooldown: 'ready' },
      on: {
        'standing.changed': { guard: 'isMutedNow', target: 'muted', actions: assign({ muteLeftMs: ({ event }) => muteLeft(event.standing.secondsLeft) }) },
      },
    },
    muted: {
      tags: ['muted'],
      after: { muteEnds: { guard: 'muteHasEnd', target: 'ready' } },
      on: {
        'standing.changed': [
          { guard: 'isUnmuted', target: 'ready', actions: assign({ muteLeftMs: null }) },
          { actions: assign({ muteLeftMs: ({ event }) => muteLeft(event.standing.secondsLeft) }) },
        ],
      },
    },
    closed: {
      // The composer is gone: no draft to change.
      tags: ['closed'],
    },
  },
})
