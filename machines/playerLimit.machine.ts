import { assign, fromPromise, setup } from 'xstate'
import type { ActorFailure, LimitKey, SetPlayerLimitReply } from '@/shared/api'

/** An actor the app provides (`machine.provide({ actors })`): the machine stays pure. */
const providedByApp = <TOutput, TInput = void>(name: string) =>
  fromPromise<TOutput, TInput>(() => Promise.reject(new Error(`${name} is provided by the app`)))

export type Failure = ActorFailure

export interface PlayerLimitInput {
  readonly key: LimitKey
  /** The smallest value accepted (minor units; minutes for the session limit). */
  readonly min: number
  /** The largest value accepted. */
  readonly max: number
}

export interface PlayerLimitContext extends PlayerLimitInput {
  /** The value typed so far (minor units or minutes); null while empty or not a number. */
  readonly draft: number | null
  /** The last submission was out of range (the field shows its error). */
  readonly invalid: boolean
  /** When a pending raise or removal takes effect (ISO 8601). */
  readonly effectiveAt: string | null
  readonly failure: Failure | null
}

export type PlayerLimitEvent =
  | { type: 'limit.editStarted' }
  | { type: 'limit.valueChanged'; value: number | null }
  | { type: 'limit.submitted' }
  | { type: 'limit.removeRequested' }
  | { type: 'limit.editCancelled' }
  | { type: 'limit.retried' }

/** What the save actor sends: the limit and its new value (null removes it). */
export interface LimitChange {
  readonly key: LimitKey
  readonly value: number | null
}

const toFailure = (e: unknown): Failure => {
  const { code = 'NETWORK', message = e instanceof Object ? '' : String(e), value, call } = (e ?? {}) as Partial<Failure>
  return { code, message, value, call }
}
const replyOf = (event: unknown) => (event as { output: SetPlayerLimitReply }).output

/**
 * One of the member's limits (the responsible-play page: deposit, loss, wager per day, week,
 * month; session minutes). The member edits it, then saves or removes it. Setting one where none
 * is, or lowering one, applies at once (`applied`); a raise or a removal waits the operator's
 * cooling-off and shows as `pending` with the time it takes effect. A failure can be retried or
 * the value changed. `saved` hands the reply's whole state to the page (its query data).
 */
export const playerLimitMachine = setup({
  types: {
    context: {} as PlayerLimitContext,
    events: {} as PlayerLimitEvent,
    input: {} as PlayerLimitInput,
  },
  actors: {
    saveLimit: providedByApp<SetPlayerLimitReply, LimitChange>('saveLimit'),
  },
  guards: {
    draftInRange: ({ context }) => context.draft !== null && Number.isInteger(context.draft) && context.draft >= context.min && context.draft <= context.max,
    isPending: ({ event }) => replyOf(event).outcome === 'pending',
  },
  actions: {
    /** The reply's state of every limit (the page puts it in its query). */
    saved: (_, _params: { reply: SetPlayerLimitReply }) => {},
    reportFailure: (_, _params: { failure: Failure }) => {},
  },
}).createMachine({
  id: 'playerLimit',
  context: ({ input }) => ({ ...input, draft: null, invalid: false, effectiveAt: null, failure: null }),
  initial: 'viewing',
  states: {
    viewing: {
      on: {
        'limit.editStarted': { target: 'editing', actions: assign({ draft: null, invalid: false }) },
        'limit.removeRequested': { target: 'saving', actions: assign({ draft: null }) },
      },
    },
    editing: {
      on: {
        'limit.valueChanged': { actions: assign({ draft: ({ event }) => event.value, invalid: false }) },
        'limit.submitted': [{ guard: 'draftInRange', target: 'saving' }, { actions: assign({ invalid: true }) }],
        'limit.editCancelled': 'viewing',
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveLimit',
        src: 'saveLimit',
        input: ({ context }): LimitChange => ({ key: context.key, value: context.draft }),
        onDone: [
          { guard: 'isPending', target: 'pending', actions: [assign({ effectiveAt: ({ event }) => event.output.effectiveAt, failure: null }), { type: 'saved', params: ({ event }) => ({ reply: event.output }) }] },
          { target: 'applied', actions: [assign({ effectiveAt: null, failure: null }), { type: 'saved', params: ({ event }) => ({ reply: event.output }) }] },
        ],
        onError: {
          target: 'failed',
          actions: [assign({ failure: ({ event }) => toFailure(event.error) }), { type: 'reportFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) }],
        },
      },
    },
    /** In force now. */
    applied: {
      on: {
        'limit.editStarted': { target: 'editing', actions: assign({ draft: null, invalid: false }) },
        'limit.removeRequested': { target: 'saving', actions: assign({ draft: null }) },
      },
    },
    /** Waits for its cooling-off: takes effect at `effectiveAt`. */
    pending: {
      on: {
        'limit.editStarted': { target: 'editing', actions: assign({ draft: null, invalid: false }) },
        'limit.removeRequested': { target: 'saving', actions: assign({ draft: null }) },
      },
    },
    failed: {
      on: {
        'limit.retried': 'saving',
        'limit.editStarted': { target: 'editing', actions: assign({ invalid: false }) },
        'limit.editCancelled': 'viewing',
      },
    },
  },
})
