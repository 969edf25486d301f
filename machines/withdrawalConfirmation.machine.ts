import { assign, fromPromise, setup } from 'xstate'
import type { ActorFailure } from '@/shared/api'

/** An actor the app provides (`machine.provide({ actors })`): the machine stays pure. */
const providedByApp = <TOutput, TInput = void>(name: string) =>
  fromPromise<TOutput, TInput>(() => Promise.reject(new Error(`${name} is provided by the app`)))

export type Failure = ActorFailure

/** A picked file as the view hands it over; `file` is opaque here (the view reads it when submitting). */
export interface ProofPick {
  readonly name: string
  readonly type: string
  readonly size: number
  readonly file: unknown
}

/** Why a picked file was refused. */
export type ProofRefusal = { readonly name: string; readonly reason: 'type' | 'size' | 'count' }

/** The contract's proof rules (MAX_PROOFS, MAX_PROOF_BYTES, png/jpeg), passed in by the view. */
export interface ProofRules {
  readonly maxFiles: number
  readonly maxBytes: number
  readonly types: ReadonlyArray<string>
}

export interface WithdrawalConfirmationInput {
  readonly withdrawalId: string
  /** The disbursed amount (minor units): a partial amount is above 0 and below it. */
  readonly amount: number
  readonly proofRules: ProofRules
}

export type Outcome = 'received' | 'partial' | 'notReceived'

export interface WithdrawalConfirmationContext extends WithdrawalConfirmationInput {
  readonly outcome: Outcome | null
  /** The partial amount typed so far (minor units), null while empty or not a number. */
  readonly receivedAmount: number | null
  readonly proofs: ReadonlyArray<ProofPick>
  readonly failure: Failure | null
}

/** What the submit actor sends (withdrawalConfirm); the view turns the picks into base64. */
export interface ConfirmationRequest {
  readonly withdrawalId: string
  readonly outcome: Outcome
  readonly receivedAmount?: number
  readonly proofs?: ReadonlyArray<ProofPick>
}

export type WithdrawalConfirmationEvent =
  | { type: 'confirm.opened' }
  | { type: 'confirm.cancelled' }
  | { type: 'outcome.chosen'; outcome: Outcome }
  | { type: 'outcome.back' }
  | { type: 'amount.changed'; amount: number | null }
  | { type: 'proofs.picked'; files: ReadonlyArray<ProofPick> }
  | { type: 'proof.removed'; index: number }
  | { type: 'confirm.submitted' }
  | { type: 'retry' }
  /** The tracker's refresh found it auto-received (no answer within the operator's minutes). */

const toFailure = (e: unknown): Failure => {
  const { code = 'NETWORK', message = e instanceof Object ? '' : String(e), value, call } = (e ?? {}) as Partial<Failure>
  return { code, message, value, call }
}

/** Splits new picks into those kept (right type and size, within the count) and those refused. */
export const sortPicks = (rules: ProofRules, kept: ReadonlyArray<ProofPick>, files: ReadonlyArray<ProofPick>) => {
  const accepted = [...kept]
  const refused: ProofRefusal[] = []
  for (const f of files) {
    if (!rules.types.includes(f.type)) refused.push({ name: f.name, reason: 'type' })
    else if (f.size <= 0 || f.size > rules.maxBytes) refused.push({ name: f.name, reason: 'size' })
    else if (accepted.length >= rules.maxFiles) refused.push({ name: f.name, reason: 'count' })
    else accepted.push(f)
  }
  return { accepted, refused }
}

/**
 * The member's answer to a disbursed withdrawal (page withdraw): received, partially
 * received (with the amount that arrived), or not received (with 1 to 3 png/jpeg proofs of at
 * most 5 MB each, checked as they are picked). Submitting sends the answer; a failure can be
 * retried or the answer changed. Only a request still awaiting an answer has one: a request
 * counted as received because no answer came in time leaves the tracker's refreshed list of
 * those, and its answer with it.
 */
export const withdrawalConfirmationMachine = setup({
  types: {
    context: {} as WithdrawalConfirmationContext,
    events: {} as WithdrawalConfirmationEvent,
    input: {} as WithdrawalConfirmationInput,
  },
  actors: {
    submitConfirmation: providedByApp<unknown, ConfirmationRequest>('submitConfirmation'),
  },
  guards: {
    validPartialAmount: ({ context }) =>
      context.receivedAmount !== null && Number.isInteger(context.receivedAmount) && context.receivedAmount > 0 && context.receivedAmount < context.amount,
    hasProofs: ({ context }) => context.proofs.length > 0,
    choseReceived: ({ event }) => event.type === 'outcome.chosen' && event.outcome === 'received',
    chosePartial: ({ event }) => event.type === 'outcome.chosen' && event.outcome === 'partial',
  },
  actions: {
    /** Tell the member which picked files were refused and why. */
    proofsRefused: (_, _params: { refused: ReadonlyArray<ProofRefusal> }) => {},
    /** The partial amount is missing or out of range (the view shows the field's error). */
    amountInvalid: () => {},
    /** The proof list is empty. */
    proofsMissing: () => {},
    reportFailure: (_, _params: { failure: Failure }) => {},
    /** The answer is recorded: `withdrawal` is the reply (the view refreshes the tracker). */
    finished: (_, _params: { withdrawal: unknown }) => {},
  },
}).createMachine({
  id: 'withdrawalConfirmation',
  context: ({ input }) => ({ ...input, outcome: null, receivedAmount: null, proofs: [], failure: null }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'confirm.opened': 'choosing' },
    },
    choosing: {
      on: {
        'outcome.chosen': [
          { guard: 'choseReceived', target: 'received', actions: assign({ outcome: 'received' }) },
          { guard: 'chosePartial', target: 'partial', actions: assign({ outcome: 'partial' }) },
          { target: 'notReceived', actions: assign({ outcome: 'notReceived' }) },
        ],
        'confirm.cancelled': 'idle',
      },
    },
    received: {
      on: {
        'confirm.submitted': 'submitting',
        'outcome.back': 'choosing',
      },
    },
    partial: {
      on: {
        'amount.changed': { actions: assign({ receivedAmount: ({ event }) => event.amount }) },
        'confirm.submitted': [{ guard: 'validPartialAmount', target: 'submitting' }, { actions: 'amountInvalid' }],
        'outcome.back': 'choosing',
      },
    },
    notReceived: {
      on: {
        'proofs.picked': {
          actions: [
            // Reported against the picks kept so far, then the kept ones are added.
            { type: 'proofsRefused', params: ({ context, event }) => ({ refused: sortPicks(context.proofRules, context.proofs, event.files).refused }) },
            assign({ proofs: ({ context, event }) => sortPicks(context.proofRules, context.proofs, event.files).accepted }),
          ],
        },
        'proof.removed': { actions: assign({ proofs: ({ context, event }) => context.proofs.filter((_, i) => i !== event.index) }) },
        'confirm.submitted': [{ guard: 'hasProofs', target: 'submitting' }, { actions: 'proofsMissing' }],
        'outcome.back': 'choosing',
      },
    },
    submitting: {
      tags: ['busy'],
      // The answer is on its way: a late auto-receive notice is left to the server's reply.
      invoke: {
        id: 'submitConfirmation',
        src: 'submitConfirmation',
        input: ({ context }): ConfirmationRequest => ({
          withdrawalId: context.withdrawalId,
          outcome: context.outcome ?? 'received',
          ...(context.outcome === 'partial' && context.receivedAmount !== null ? { receivedAmount: context.receivedAmount } : {}),
          ...(context.outcome === 'notReceived' ? { proofs: context.proofs } : {}),
        }),
        onDone: { target: 'done', actions: [assign({ failure: null }), { type: 'finished', params: ({ event }) => ({ withdrawal: event.output }) }] },
        onError: {
          target: 'failed',
          actions: [assign({ failure: ({ event }) => toFailure(event.error) }), { type: 'reportFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) }],
        },
      },
    },
    failed: {
      on: {
        retry: 'submitting',
        'outcome.back': 'choosing',
      },
    },
    done: { type: 'final' },
  },
})
