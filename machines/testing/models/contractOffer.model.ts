import type { AnyMachineSnapshot } from 'xstate'
import type { Contract, ContractTerms } from '@/shared/api'
import { contractOfferMachine, type ContractOfferContext } from '../../contractOffer.machine.ts'
import type { PathModel } from '../pathCoverage.ts'

export const terms: ContractTerms = { downlineId: 7, kind: 'realtime_salary', period: 'realtime', tiers: [{ minActive: 0, minAmount: 0, rateBp: 50 }] }
export const contract = (status: Contract['status'], id = 11): Contract => ({
  id, kind: 'realtime_salary', period: 'realtime', tiers: terms.tiers, status, upline: { id: 3, account: 'agent01' }, downline: { id: 7, account: 'agent02' },
  startsAt: 0, offeredAt: 0, decidedAt: null, endedAt: null, endReason: null, terminateLower: false,
})
const below = contract('active', 21)

// Branches read: the state, the role, whether terms are set, whether contracts would end, the contract's status.
const serializeState = (s: AnyMachineSnapshot) => {
  const c = s.context as ContractOfferContext
  return JSON.stringify([s.value, c.role, c.terms !== null, c.wouldEnd.length > 0, c.contract?.status ?? null, c.simulation !== null])
}

const events = [
  { type: 'terms.changed', terms },
  { type: 'terms.submitted' },
  { type: 'simulate.requested', periods: 7 },
  { type: 'lower.confirmed' },
  { type: 'lower.cancelled' },
  { type: 'offer.confirmed' },
  { type: 'offer.cancelled' },
  { type: 'accept.requested' },
  { type: 'reject.requested' },
  { type: 'withdraw.requested' },
  { type: 'terminate.requested' },
  { type: 'terminate.confirmed' },
  { type: 'terminate.cancelled' },
  { type: 'xstate.done.actor.previewOffer', output: { ceiling: null, withinCeiling: true, wouldEnd: [], replaces: null } },
  { type: 'xstate.done.actor.previewOffer', output: { ceiling: null, withinCeiling: true, wouldEnd: [below], replaces: null } },
  { type: 'xstate.done.actor.previewOffer', output: { ceiling: null, withinCeiling: false, wouldEnd: [], replaces: null } },
  { type: 'xstate.error.actor.previewOffer', error: { code: 'NETWORK', message: 'offline' } },
  { type: 'xstate.done.actor.simulateOffer', output: { current: null, list: [], proposedTotal: 0, currentTotal: 0 } },
  { type: 'xstate.error.actor.simulateOffer', error: { code: 'NOT_FOUND', message: '' } },
  { type: 'xstate.done.actor.sendOffer', output: contract('offered') },
  { type: 'xstate.error.actor.sendOffer', error: { code: 'CONFIRM_REQUIRED', message: '', value: { wouldEnd: [below] } } },
  { type: 'xstate.error.actor.sendOffer', error: { code: 'CONTRACT_CEILING', message: '' } },
  { type: 'xstate.done.actor.acceptOffer', output: contract('active') },
  { type: 'xstate.error.actor.acceptOffer', error: { code: 'CONTRACT_CEILING', message: '' } },
  { type: 'xstate.error.actor.acceptOffer', error: { code: 'CONFIRM_REQUIRED', message: '', value: { wouldEnd: [below] } } },
  { type: 'xstate.done.actor.rejectOffer', output: contract('rejected') },
  { type: 'xstate.error.actor.rejectOffer', error: { code: 'NETWORK', message: '' } },
  { type: 'xstate.done.actor.terminateContract', output: { contract: contract('terminated'), ended: [] } },
  { type: 'xstate.error.actor.terminateContract', error: { code: 'CONTRACT_STATE', message: '' } },
]

/** The upline's new offer: draft, simulate, preview, the lower-rate confirmation, send, withdraw, end. */
export const contractOfferUplineModel: PathModel<typeof contractOfferMachine> = {
  machine: contractOfferMachine,
  input: { role: 'upline', contract: null, terms: null },
  serializeState,
  events,
  simplePaths: false,
}

/** The downline's page with an offer waiting: accept, reject, a refresh that shows it active. */
export const contractOfferDownlineModel: PathModel<typeof contractOfferMachine> = {
  machine: contractOfferMachine,
  input: { role: 'downline', contract: contract('offered'), terms: null },
  serializeState,
  events: [...events, { type: 'contract.updated', contract: contract('active') }, { type: 'contract.updated', contract: contract('terminated') }],
  simplePaths: false,
}
