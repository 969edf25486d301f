import { assign, fromPromise, setup } from 'xstate'
import type { ActorFailure, Contract, ContractOfferRequest, ContractPreviewReply, ContractSimulateReply, ContractTerms } from '@/shared/api'

/** An actor the app provides (`machine.provide({ actors })`): the machine stays pure. */
const providedByApp = <TOutput, TInput = void>(name: string) =>
  fromPromise<TOutput, TInput>(() => Promise.reject(new Error(`${name} is provided by the app`)))

export type Failure = ActorFailure

export interface ContractOfferInput {
  /** Whose page this is: the upline offers and may withdraw; the downline accepts or rejects. Either ends an active contract. */
  readonly role: 'upline' | 'downline'
  /** The contract shown, or null for a new offer (the upline's form). */
  readonly contract: Contract | null
  /** Terms to start a new offer from (e.g. the simulator's). */
  readonly terms: ContractTerms | null
}

export interface ContractOfferContext extends ContractOfferInput {
  /** The contracts the offer would end (the preview's, or CONFIRM_REQUIRED's value). */
  readonly wouldEnd: ReadonlyArray<Contract>
  /** The offering agent agreed that those contracts end. */
  readonly terminateLower: boolean
  readonly failure: Failure | null
  /** What the drafted terms would have paid over the downline's last periods (the simulator), for the terms it was asked for. */
  readonly simulation: ContractSimulateReply | null
  /** The preview of the drafted terms, shown for a last look before the offer is sent. */
  readonly preview: ContractPreviewReply | null
}

/** The simulator's question: the drafted terms over this many past periods. */
export type SimulateInput = ContractTerms & { readonly periods: number }

export type ContractOfferEvent =
  | { type: 'terms.changed'; terms: ContractTerms }
  | { type: 'terms.submitted' }
  /** Before offering: what these terms would have paid over the last `periods` periods. */
  | { type: 'simulate.requested'; periods: number }
  | { type: 'lower.confirmed' }
  | { type: 'lower.cancelled' }
  /** After the preview: send the offer as shown, or go back to the terms. */
  | { type: 'offer.confirmed' }
  | { type: 'offer.cancelled' }
  | { type: 'accept.requested' }
  | { type: 'reject.requested' }
  | { type: 'withdraw.requested' }
  | { type: 'terminate.requested' }
  | { type: 'terminate.confirmed' }
  | { type: 'terminate.cancelled' }
  /** A newer copy of an offer (the list refreshed): the flow follows its status. */
  | { type: 'contract.updated'; contract: Contract }

const toFailure = (e: unknown): Failure => {
  const { code = 'NETWORK', message = e instanceof Object ? '' : String(e), value, call } = (e ?? {}) as Partial<Failure>
  return { code, message, value, call }
}
const wouldEndOf = (e: unknown): ReadonlyArray<Contract> => ((toFailure(e).value as { wouldEnd?: Contract[] } | undefined)?.wouldEnd ?? [])
const ceilingFailure: Failure = { code: 'CONTRACT_CEILING', message: '' }

/**
 * A contract between an upline and its direct downline agent (issue 16, spec §4): the upline
 * drafts terms, may simulate them (what they would have paid on the downline's last periods,
 * beside what its current contract paid), previews them (the ceiling, what the offer replaces, and the downline's own contracts a lower offer
 * would end), and sends the offer once the upline has seen the preview and agreed to end those contracts if any; the downline
 * accepts or rejects it; the upline may withdraw it meanwhile; either side ends an active
 * contract after a confirmation. A failed call returns to where it was sent from with the
 * failure; the server may still ask for the lower-rate confirmation (CONFIRM_REQUIRED) when
 * the downline's contracts changed after the preview.
 */
export const contractOfferMachine = setup({
  types: {
    context: {} as ContractOfferContext,
    events: {} as ContractOfferEvent,
    input: {} as ContractOfferInput,
  },
  actors: {
    previewOffer: providedByApp<ContractPreviewReply, ContractTerms>('previewOffer'),
    simulateOffer: providedByApp<ContractSimulateReply, SimulateInput>('simulateOffer'),
    sendOffer: providedByApp<Contract, ContractOfferRequest>('sendOffer'),
    acceptOffer: providedByApp<Contract, { contractId: number; terminateLower: boolean }>('acceptOffer'),
    rejectOffer: providedByApp<Contract, { contractId: number }>('rejectOffer'),
    terminateContract: providedByApp<{ contract: Contract; ended: ReadonlyArray<Contract> }, { contractId: number }>('terminateContract'),
  },
  guards: {
    isNew: ({ context }) => context.contract === null,
    isOffered: ({ context }) => context.contract?.status === 'offered',
    isActive: ({ context }) => context.contract?.status === 'active',
    isUpline: ({ context }) => context.role === 'upline',
    isDownline: ({ context }) => context.role === 'downline',
    hasTerms: ({ context }) => context.terms !== null && context.terms.tiers.length > 0,
    aboveCeiling: ({ event }) => !(event as unknown as { output: ContractPreviewReply }).output.withinCeiling,
    endsLower: ({ event }) => (event as unknown as { output: ContractPreviewReply }).output.wouldEnd.length > 0,
    confirmAsked: ({ event }) => toFailure((event as unknown as { error: unknown }).error).code === 'CONFIRM_REQUIRED',
  },
  actions: {
    reportFailure: (_, _params: { failure: Failure }) => {},
    /** The contract changed on the server (offered, accepted, ended): the view refreshes its lists. */
    changed: (_, _params: { contract: Contract }) => {},
  },
}).createMachine({
  id: 'contractOffer',
  context: ({ input }) => ({ ...input, wouldEnd: [], terminateLower: false, failure: null, simulation: null, preview: null }),
  initial: 'start',
  states: {
    /**
     * The flow follows the contract's status. A card opens on an offer awaiting its answer or an
     * active contract (the pages list no other); a contract in another status has nothing left to
     * act on, and stays here.
     */
    start: {
      always: [
        { guard: 'isNew', target: 'drafting' },
        { guard: 'isOffered', target: 'offered' },
        { guard: 'isActive', target: 'active' },
      ],
    },
    drafting: {
      on: {
        // New terms: the last simulation was of other terms, so it goes.
        'terms.changed': { actions: assign({ terms: ({ event }) => event.terms, failure: null, terminateLower: false, wouldEnd: [], simulation: null }) },
        'terms.submitted': { guard: 'hasTerms', target: 'previewing' },
        'simulate.requested': { guard: 'hasTerms', target: 'simulating' },
      },
    },
    simulating: {
      tags: ['busy'],
      invoke: {
        id: 'simulateOffer',
        src: 'simulateOffer',
        input: ({ context, event }) => ({ ...context.terms!, periods: (event as { periods?: number }).periods ?? 7 }),
        onDone: { target: 'drafting', actions: assign({ simulation: ({ event }) => event.output, failure: null }) },
        onError: { target: 'drafting', actions: [assign({ failure: ({ event }) => toFailure(event.error), simulation: null }), { type: 'reportFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) }] },
      },
    },
    previewing: {
      tags: ['busy'],
      invoke: {
        id: 'previewOffer',
        src: 'previewOffer',
        input: ({ context }) => context.terms!,
        onDone: [
          { guard: 'aboveCeiling', target: 'drafting', actions: [assign({ failure: ceilingFailure }), { type: 'reportFailure', params: { failure: ceilingFailure } }] },
          { guard: 'endsLower', target: 'confirmingLower', actions: assign({ wouldEnd: ({ event }) => event.output.wouldEnd, preview: ({ event }) => event.output }) },
          { target: 'reviewing', actions: assign({ preview: ({ event }) => event.output }) },
        ],
        onError: { target: 'drafting', actions: [assign({ failure: ({ event }) => toFailure(event.error) }), { type: 'reportFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) }] },
      },
    },
    /** The preview shown (what the offer replaces, within which ceiling): sent only once the upline says so. */
    reviewing: {
      on: {
        'offer.confirmed': 'offering',
        'offer.cancelled': { target: 'drafting', actions: assign({ preview: null }) },
        'terms.changed': { target: 'drafting', actions: assign({ terms: ({ event }) => event.terms, preview: null, simulation: null }) },
      },
    },
    confirmingLower: {
      on: {
        'lower.confirmed': { target: 'offering', actions: assign({ terminateLower: true }) },
        'lower.cancelled': { target: 'drafting', actions: assign({ wouldEnd: [], terminateLower: false }) },
      },
    },
    offering: {
      tags: ['busy'],
      invoke: {
        id: 'sendOffer',
        src: 'sendOffer',
        input: ({ context }) => ({ ...context.terms!, terminateLower: context.terminateLower }),
        onDone: { target: 'offered', actions: [assign({ contract: ({ event }) => event.output, failure: null }), { type: 'changed', params: ({ event }) => ({ contract: event.output }) }] },
        onError: [
          { guard: 'confirmAsked', target: 'confirmingLower', actions: assign({ wouldEnd: ({ event }) => wouldEndOf(event.error), terminateLower: false }) },
          { target: 'drafting', actions: [assign({ failure: ({ event }) => toFailure(event.error) }), { type: 'reportFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) }] },
        ],
      },
    },
    offered: {
      on: {
        'accept.requested': { guard: 'isDownline', target: 'accepting' },
        'reject.requested': { guard: 'isDownline', target: 'rejecting' },
        'withdraw.requested': { guard: 'isUpline', target: 'withdrawing' },
        // The other side answered (seen on a refresh): follow the contract's new status.
        'contract.updated': { target: 'start', actions: assign({ contract: ({ event }) => event.contract }) },
      },
    },
    accepting: {
      tags: ['busy'],
      invoke: {
        id: 'acceptOffer',
        src: 'acceptOffer',
        input: ({ context }) => ({ contractId: context.contract!.id, terminateLower: context.terminateLower }),
        onDone: { target: 'active', actions: [assign({ contract: ({ event }) => event.output, failure: null }), { type: 'changed', params: ({ event }) => ({ contract: event.output }) }] },
        onError: [
          // The downline's own contracts above the offer end only if it agrees (the lower-rate rule, on accept as on offer).
          { guard: 'confirmAsked', target: 'confirmingLowerAccept', actions: assign({ wouldEnd: ({ event }) => wouldEndOf(event.error), terminateLower: false, failure: null }) },
          { target: 'offered', actions: [assign({ failure: ({ event }) => toFailure(event.error), terminateLower: false }), { type: 'reportFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) }] },
        ],
      },
    },
    confirmingLowerAccept: {
      on: {
        'lower.confirmed': { target: 'accepting', actions: assign({ terminateLower: true }) },
        'lower.cancelled': { target: 'offered', actions: assign({ wouldEnd: [], terminateLower: false }) },
      },
    },
    rejecting: {
      tags: ['busy'],
      invoke: {
        id: 'rejectOffer',
        src: 'rejectOffer',
        input: ({ context }) => ({ contractId: context.contract!.id }),
        onDone: { target: 'rejected', actions: [assign({ contract: ({ event }) => event.output, failure: null }), { type: 'changed', params: ({ event }) => ({ contract: event.output }) }] },
        onError: { target: 'offered', actions: [assign({ failure: ({ event }) => toFailure(event.error) }), { type: 'reportFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) }] },
      },
    },
    withdrawing: {
      tags: ['busy'],
      invoke: {
        id: 'terminateContract',
        src: 'terminateContract',
        input: ({ context }) => ({ contractId: context.contract!.id }),
        onDone: { target: 'ended', actions: [assign({ contract: ({ event }) => event.output.contract, failure: null }), { type: 'changed', params: ({ event }) => ({ contract: event.output.contract }) }] },
        onError: { target: 'offered', actions: [assign({ failure: ({ event }) => toFailure(event.error) }), { type: 'reportFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) }] },
      },
    },
    active: {
      on: {
        // An ended contract leaves the pages' lists: its card goes, so no newer copy of it is followed here.
        'terminate.requested': 'confirmingTerminate',
      },
    },
    confirmingTerminate: {
      on: { 'terminate.confirmed': 'terminating', 'terminate.cancelled': 'active' },
    },
    terminating: {
      tags: ['busy'],
      invoke: {
        id: 'terminateContract',
        src: 'terminateContract',
        input: ({ context }) => ({ contractId: context.contract!.id }),
        onDone: { target: 'ended', actions: [assign({ contract: ({ event }) => event.output.contract, wouldEnd: ({ event }) => event.output.ended, failure: null }), { type: 'changed', params: ({ event }) => ({ contract: event.output.contract }) }] },
        onError: { target: 'active', actions: [assign({ failure: ({ event }) => toFailure(event.error) }), { type: 'reportFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) }] },
      },
    },
    rejected: { type: 'final' },
    ended: { type: 'final' },
  },
})
