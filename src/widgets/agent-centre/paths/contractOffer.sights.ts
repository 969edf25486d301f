import type { AnyMachineSnapshot } from 'xstate'
import type { Contract, ContractSimulateReply } from '@/shared/api'
import type { Finder, Sight, Sights } from '@/shared/testing'
import type { PathModel } from '@machines/testing/pathCoverage.ts'
import { contractOfferDownlineModel, contractOfferUplineModel } from '@machines/testing/models/contractOffer.model.ts'
import type { contractOfferMachine, ContractOfferContext } from '@machines/contractOffer.machine.ts'

/**
 * The contract offer and its answer as the agents see them on the real-time salary page, for
 * both drivers: the jsdom screens (contractOffer.screen.tsx, a fake server) and the Chromium
 * journeys (tests/e2e/journeys/contract-offer.spec.ts, fresh agents on the real server). Three
 * screens, each with its paths: the upline's offer form, the upline's card of an offer it gave,
 * the downline's card of an offer awaiting it. The accounts differ (agent01 and agent02 in
 * jsdom, fresh ones in Chromium), so the sights take them.
 */
type Machine = typeof contractOfferMachine

export const SERVER_ENGLISH = 'Server English'

/** The calls the page makes, which the screens' steps hold until the path says how they end. */
export const CONTRACT_CALLS = {
  consolidated: '/wps/member/info/funds/consolidated',
  list: '/wps/relay/MCS2_contractList',
  preview: '/wps/relay/MCS2_contractPreview',
  simulate: '/wps/relay/MCS2_contractSimulate',
  offer: '/wps/relay/MCS2_contractOffer',
  accept: '/wps/relay/MCS2_contractAccept',
  reject: '/wps/relay/MCS2_contractReject',
  terminate: '/wps/relay/MCS2_contractTerminate',
} as const

/** Who the screens name: the upline, its downline agent, and that downline's own downline agent (whose contract a lower offer ends). */
export interface ContractNames {
  readonly upline: string
  readonly downline: string
  readonly below: string
}

// Fixtures, contract-shaped -----------------------------------------------------------------------

export const contract = (id: number, status: Contract['status'], up: string | null, down: string, rateBp = 50): Contract => ({
  id, kind: 'realtime_salary', period: 'realtime', tiers: [{ minActive: 0, minAmount: 0, rateBp }], status,
  upline: up === null ? null : { id: 1, account: up }, downline: { id: 2, account: down }, startsAt: 0, offeredAt: 0, decidedAt: null, endedAt: null, endReason: null, terminateLower: false,
})
/** agent01's own contract with the house (its ceiling), a contract of its downline that a lower offer would end, the one an offer replaces. */
export const own = contract(3, 'active', null, 'agent01', 100)
export const below = contract(9, 'active', 'agent02', 'agent05', 40)
export const replaced = contract(8, 'active', 'agent01', 'agent02', 20)
export const simulation: ContractSimulateReply = {
  current: replaced,
  list: [
    { periodStart: 1_000_000, periodEnd: 1_300_000, activeMembers: 2, validBet: 50_000, pnl: -1_000, proposedRateBp: 10, proposedAmount: 50, currentRateBp: 20, currentAmount: 100 },
    { periodStart: 1_300_000, periodEnd: 1_600_000, activeMembers: 0, validBet: 0, pnl: 0, proposedRateBp: 0, proposedAmount: 0, currentRateBp: null, currentAmount: null },
  ],
  proposedTotal: 50, currentTotal: 100,
}
/** The offer an upline's card shows, and the offer a downline's card waits on. */
export const offeredTo = contract(8, 'offered', 'agent01', 'agent02')
export const offeredFrom = contract(7, 'offered', 'agent01', 'agent02', 10)

const ctx = (s: AnyMachineSnapshot) => s.context as ContractOfferContext

// Paths -----------------------------------------------------------------------------------------

/** What the form shows apart from the state: the failure's text, and whether a simulation is on screen. */
const formState = (s: AnyMachineSnapshot) => JSON.stringify([s.value, ctx(s).failure?.code ?? null, ctx(s).simulation !== null])

export const newTerms = { downlineId: 2, kind: 'realtime_salary', period: 'realtime', tiers: [{ minActive: 0, minAmount: 0, rateBp: 12 }] }
export const offerFormPaths: PathModel<Machine> = {
  ...contractOfferUplineModel,
  // The page gives the form its terms from the start (one tier at 0.10 %).
  input: { role: 'upline', contract: null, terms: { ...newTerms, tiers: [{ minActive: 0, minAmount: 0, rateBp: 10 }] } },
  serializeState: formState,
  simplePaths: false,
  events: [
    { type: 'terms.changed', terms: newTerms },
    { type: 'terms.submitted' },
    { type: 'simulate.requested', periods: 14 },
    { type: 'offer.confirmed' },
    { type: 'offer.cancelled' },
    { type: 'lower.confirmed' },
    { type: 'lower.cancelled' },
    { type: 'xstate.done.actor.previewOffer', output: { ceiling: own, withinCeiling: true, wouldEnd: [], replaces: replaced } },
    { type: 'xstate.done.actor.previewOffer', output: { ceiling: own, withinCeiling: true, wouldEnd: [below], replaces: null } },
    { type: 'xstate.done.actor.previewOffer', output: { ceiling: own, withinCeiling: false, wouldEnd: [], replaces: null } },
    // Terms the server refuses (two tiers with the same thresholds): the preview and the simulator say so alike.
    { type: 'xstate.error.actor.previewOffer', error: { code: 'VALIDATION_FAILED', message: SERVER_ENGLISH } },
    { type: 'xstate.done.actor.simulateOffer', output: simulation },
    { type: 'xstate.error.actor.simulateOffer', error: { code: 'VALIDATION_FAILED', message: SERVER_ENGLISH } },
    { type: 'xstate.done.actor.sendOffer', output: contract(11, 'offered', 'agent01', 'agent02', 12) },
    { type: 'xstate.error.actor.sendOffer', error: { code: 'CONFIRM_REQUIRED', message: SERVER_ENGLISH, value: { wouldEnd: [below] } } },
    { type: 'xstate.error.actor.sendOffer', error: { code: 'CONTRACT_CEILING', message: SERVER_ENGLISH } },
  ],
  // The rates are edited beside the form and the preview; once sent, the form gives way to "offer sent".
  offered: (s, e) => !s.matches('offered') && (e.type !== 'terms.changed' || s.matches('drafting') || s.matches('reviewing')),
}

const cardState = (s: AnyMachineSnapshot) => JSON.stringify([s.value, ctx(s).failure?.code ?? null])

export const givenCardPaths: PathModel<Machine> = {
  ...contractOfferUplineModel,
  input: { role: 'upline', contract: offeredTo, terms: null },
  serializeState: cardState,
  simplePaths: false,
  events: [
    { type: 'withdraw.requested' },
    { type: 'terminate.requested' },
    { type: 'terminate.confirmed' },
    { type: 'terminate.cancelled' },
    { type: 'contract.updated', contract: { ...offeredTo, status: 'active' } },
    { type: 'xstate.done.actor.terminateContract', output: { contract: { ...offeredTo, status: 'cancelled' }, ended: [] } },
    { type: 'xstate.error.actor.terminateContract', error: { code: 'CONTRACT_STATE', message: SERVER_ENGLISH } },
  ],
  // The page's list brings a newer copy only while the offer waits (it polls then); an ended contract leaves the list.
  offered: (s, e) => e.type !== 'contract.updated' || s.matches('offered'),
}

export const waitingCardPaths: PathModel<Machine> = {
  ...contractOfferDownlineModel,
  input: { role: 'downline', contract: offeredFrom, terms: null },
  serializeState: cardState,
  simplePaths: false,
  events: [
    { type: 'accept.requested' },
    { type: 'reject.requested' },
    { type: 'lower.confirmed' },
    { type: 'lower.cancelled' },
    { type: 'xstate.done.actor.acceptOffer', output: { ...offeredFrom, status: 'active' } },
    { type: 'xstate.error.actor.acceptOffer', error: { code: 'CONTRACT_CEILING', message: SERVER_ENGLISH } },
    { type: 'xstate.error.actor.acceptOffer', error: { code: 'CONFIRM_REQUIRED', message: SERVER_ENGLISH, value: { wouldEnd: [below] } } },
    { type: 'xstate.done.actor.rejectOffer', output: { ...offeredFrom, status: 'rejected' } },
    { type: 'xstate.error.actor.rejectOffer', error: { code: 'CONTRACT_STATE', message: SERVER_ENGLISH } },
  ],
}

// Sights ----------------------------------------------------------------------------------------

/** The English texts of the failures these paths meet (src/shared/i18n/failure-text.ts, locales/en.json). */
const FAILURE_TEXT: Readonly<Record<string, string>> = {
  VALIDATION_FAILED: 'Please check what you entered.',
  CONTRACT_CEILING: 'The rates are above what your own contract allows.',
  CONTRACT_STATE: 'This contract can no longer be changed this way.',
}

/** The failure's alert in `where`: the code's text in the agent's language, never the server's English; none without a failure. */
function failureSights(where: Finder, s: AnyMachineSnapshot): Sight[] {
  const f = ctx(s).failure
  if (!f) return [{ role: 'alert', in: where, is: 'absent', why: 'no failure shown' }]
  return [{ role: 'alert', in: where, is: 'shown', text: FAILURE_TEXT[f.code] ?? f.code, notText: SERVER_ENGLISH }]
}

const button = (name: string, where: Finder, is: Sight['is'] = 'enabled'): Sight => ({ role: 'button', name, in: where, is })
const FORM: Finder = { testId: 'offer-form' }
const REVIEW: Finder = { role: 'alertdialog', name: 'Check the offer before you send it' }
const WOULD_END: Finder = { role: 'alertdialog', name: 'Your downline\'s own contracts above these rates will end when it accepts:' }

/** The form's failure and simulation, in every state of the form. */
const formCommon = (s: AnyMachineSnapshot): Sight[] => [
  ...failureSights(FORM, s),
  { testId: 'offer-simulation', in: FORM, is: ctx(s).simulation ? 'shown' : 'absent' },
]
const noDialog: Sight = { role: 'alertdialog', in: FORM, is: 'absent', why: 'neither the preview nor the lower-rate confirmation' }

/** The upline's offer form (its test id `offer-form`), to `names.downline`. */
export function offerFormSights(names: ContractNames): Sights {
  return {
    'contractOffer.drafting': (s) => [
      ...formCommon(s), noDialog,
      { testId: 'offer-submit', in: FORM, is: 'enabled' },
      { testId: 'offer-simulate', in: FORM, is: 'enabled' },
      { role: 'spinbutton', name: 'Rate (%)', in: FORM, is: 'enabled' },
    ],
    'contractOffer.simulating': (s) => [
      ...formCommon(s),
      { testId: 'offer-simulate', in: FORM, is: 'disabled', why: 'the simulate button is busy' },
      { testId: 'offer-submit', in: FORM, is: 'disabled' },
    ],
    'contractOffer.previewing': (s) => [
      ...formCommon(s), noDialog,
      { testId: 'offer-submit', in: FORM, is: 'disabled', why: 'the offer button is busy' },
      { testId: 'offer-simulate', in: FORM, is: 'disabled' },
    ],
    // The preview: what the offer replaces (the contract in force, at 0.20 %), within the upline's own rates.
    'contractOffer.reviewing': (s) => [
      ...formCommon(s),
      { ...REVIEW, in: FORM, is: 'shown', text: 'Once accepted, it replaces the contract in force between you:' },
      { ...REVIEW, in: FORM, is: 'shown', text: '0.20%' },
      { ...REVIEW, in: FORM, is: 'shown', text: 'These rates are within your own contract of this kind.' },
      button('Send the offer', REVIEW), button('Change the terms', REVIEW),
      { testId: 'offer-submit', in: FORM, is: 'absent', why: 'sent only from the preview' },
    ],
    // What ends if the downline accepts: its own contract to its downline.
    'contractOffer.confirmingLower': (s) => [
      ...formCommon(s),
      { ...WOULD_END, in: FORM, is: 'shown', text: `${names.downline} to ${names.below}` },
      button('Confirm', WOULD_END), button('Cancel', WOULD_END),
      { testId: 'offer-submit', in: FORM, is: 'absent' },
    ],
    'contractOffer.offering': (s) => [
      ...formCommon(s), noDialog,
      { testId: 'offer-submit', in: FORM, is: 'disabled', why: 'the offer button is busy' },
    ],
    // The form gives way to "offer sent" (the page's list, read again, shows the offer given).
    'contractOffer.offered': () => [
      { testId: 'offer-form', is: 'absent' },
      { testId: 'offer-sent', is: 'shown', text: 'Offer sent. It takes effect once your downline accepts it.' },
      button('Make another offer', { testId: 'offer-sent' }),
    ],
  }
}

const busyCard = (card: string): Sight[] => [
  { testId: card, is: 'shown', attribute: ['aria-busy', 'true'], why: 'the card is busy' },
  { role: 'button', in: { testId: card }, is: 'absent', why: 'no action while busy' },
]
const idleCard = (card: string): Sight => ({ testId: card, is: 'shown', attribute: ['aria-busy', 'false'] })
const cardSays = (card: string, text: string): Sight => ({ testId: card, is: 'shown', text })

/** The upline's card of an offer it gave (its test id `card`: `contract-<id>`). */
export function givenCardSights(card: string, names: ContractNames): Sights {
  const at: Finder = { testId: card }
  return {
    'contractOffer.offered': (s) => [
      idleCard(card), cardSays(card, 'Offered'), cardSays(card, `to ${names.downline}`),
      button('Withdraw offer', at),
      ...['Accept', 'Reject', 'End contract'].map((name) => button(name, at, 'absent')),
      ...failureSights(at, s),
    ],
    'contractOffer.withdrawing': () => busyCard(card),
    'contractOffer.active': (s) => [
      idleCard(card), cardSays(card, 'Active'),
      button('End contract', at), button('Withdraw offer', at, 'absent'),
      ...failureSights(at, s),
    ],
    'contractOffer.confirmingTerminate': (s) => [
      cardSays(card, 'End this contract? Contracts below it end too.'),
      button('Confirm', at), button('Cancel', at), button('End contract', at, 'absent'),
      ...failureSights(at, s),
    ],
    'contractOffer.terminating': () => busyCard(card),
    // Withdrawn or ended (which one, each driver knows), with nothing left to do.
    'contractOffer.ended': () => [idleCard(card), { role: 'button', in: at, is: 'absent' }],
  }
}

/** The downline's card of an offer awaiting it (its test id `card`: `contract-<id>`). */
export function waitingCardSights(card: string, names: ContractNames): Sights {
  const at: Finder = { testId: card }
  const confirm: Finder = { role: 'alertdialog', name: 'Accepting ends your own contracts above these rates:' }
  return {
    'contractOffer.offered': (s) => [
      idleCard(card), cardSays(card, 'Offered'), cardSays(card, `from ${names.upline}`),
      button('Accept', at), button('Reject', at),
      ...['Withdraw offer', 'End contract'].map((name) => button(name, at, 'absent')),
      { role: 'alertdialog', in: at, is: 'absent' },
      ...failureSights(at, s),
    ],
    'contractOffer.accepting': () => busyCard(card),
    'contractOffer.rejecting': () => busyCard(card),
    'contractOffer.confirmingLowerAccept': () => [
      { ...confirm, in: at, is: 'shown', text: `${names.downline} to ${names.below}` },
      button('Confirm', confirm), button('Cancel', confirm), button('Accept', at, 'absent'),
      { role: 'alert', in: at, is: 'absent', why: 'asked, not refused' },
    ],
    'contractOffer.active': () => [
      idleCard(card), cardSays(card, 'Active'),
      button('End contract', at), button('Accept', at, 'absent'),
      { role: 'alert', in: at, is: 'absent' },
    ],
    'contractOffer.rejected': () => [idleCard(card), cardSays(card, 'Rejected'), { role: 'button', in: at, is: 'absent' }],
  }
}
