import { Suspense } from 'react'
import { expect, vi } from 'vitest'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate'
import type { Contract, ContractSimulateReply } from '@/shared/api'
import { failureText, i18n } from '@/shared/i18n'
import { heldServer, TestQueries, type HeldServer, type ScreenModel } from '@/shared/testing'
import type { PathModel } from '@machines/testing/pathCoverage.ts'
import { contractOfferDownlineModel, contractOfferUplineModel } from '@machines/testing/models/contractOffer.model.ts'
import type { contractOfferMachine, ContractOfferContext } from '@machines/contractOffer.machine.ts'
import { agentCentrePages } from '../model/pages.ts'

/**
 * The contract offer and accept flow (machines/contractOffer.machine.ts) on the real realtime
 * salary page (pages/contracts/ContractFlow.tsx under ContractKindPage.tsx). One machine, three
 * screens, each with its own actor: the upline's offer form (terms, simulate, preview, the
 * lower-rate confirmation, send), the upline's card of an offer it gave (withdraw; the page's
 * list, read again every 30 s while the offer waits, brings it accepted; end it after a
 * confirmation), and the downline's card of an offer awaiting it (accept, with the lower-rate
 * confirmation, or reject). Together they reach the machine (contractOffer.paths.test.tsx).
 */

type Machine = typeof contractOfferMachine

const SERVER_ENGLISH = 'Server English'
const CONSOLIDATED = '/wps/member/info/funds/consolidated'
const LIST = '/wps/relay/MCS2_contractList'
const TEAM = '/wps/agent/team/list'
const PREVIEW = '/wps/relay/MCS2_contractPreview'
const SIMULATE = '/wps/relay/MCS2_contractSimulate'
const OFFER = '/wps/relay/MCS2_contractOffer'
const ACCEPT = '/wps/relay/MCS2_contractAccept'
const REJECT = '/wps/relay/MCS2_contractReject'
const TERMINATE = '/wps/relay/MCS2_contractTerminate'

// Fixtures, contract-shaped ----------------------------------------------------------------------

const contract = (id: number, status: Contract['status'], up: string | null, down: string, rateBp = 50): Contract => ({
  id, kind: 'realtime_salary', period: 'realtime', tiers: [{ minActive: 0, minAmount: 0, rateBp }], status,
  upline: up === null ? null : { id: 1, account: up }, downline: { id: 2, account: down }, startsAt: 0, offeredAt: 0, decidedAt: null, endedAt: null, endReason: null, terminateLower: false,
})
const salary = (offer: Contract | null, active: Contract | null) => ({
  dailysalreqtype: 0, divtypereq: 0, contracthoursalreq: 0, realtimesalreqtype: offer ? 1 : active ? 2 : 0, isAgent: true,
  salary: [{ kind: 'realtime_salary', contract: active, offer, lastPayment: null, today: 0, periodMs: 300_000 }],
})
const member = (id: number, account: string, isAgent: boolean) => ({
  id, account, nickname: account, type: isAgent ? 2 : 0, isAgent, depth: 1, upline: 'agent01', directCount: 0, teamSize: 0, status: 'active',
  registeredAt: 0, lastLoginAt: null, balance: null,
})
const team = (list: ReturnType<typeof member>[]) => ({ list, total: list.length, page: 1, pageSize: 100, path: ['agent01'] })
const given = (list: Contract[]) => ({ value: { list, total: list.length, page: 1, pageSize: 50 } })

/** agent01's own contract with the house (its ceiling), a contract of its downline that a lower offer would end, the one an offer replaces. */
const own = contract(3, 'active', null, 'agent01', 100)
const below = contract(9, 'active', 'agent02', 'agent05', 40)
const replaced = contract(8, 'active', 'agent01', 'agent02', 20)
const simulation: ContractSimulateReply = {
  current: replaced,
  list: [
    { periodStart: 1_000_000, periodEnd: 1_300_000, activeMembers: 2, validBet: 50_000, pnl: -1_000, proposedRateBp: 10, proposedAmount: 50, currentRateBp: 20, currentAmount: 100 },
    { periodStart: 1_300_000, periodEnd: 1_600_000, activeMembers: 0, validBet: 0, pnl: 0, proposedRateBp: 0, proposedAmount: 0, currentRateBp: null, currentAmount: null },
  ],
  proposedTotal: 50, currentTotal: 100,
}

// Shared ----------------------------------------------------------------------------------------

/**
 * What the contract page can never cause: it shows a contract only while it is offered or active
 * (the server's consolidated reply holds only those, the list of contracts given is filtered to them),
 * and a card follows a newer copy of the same contract only on the list of contracts given, where an
 * offer can turn active but an active contract can only leave the list. So no card starts on, or is
 * brought, a rejected or ended contract, and no newer copy reaches an active one.
 */
const unreachable = {
  'contractOffer.start --always#3--> contractOffer.rejected': 'no card opens on a rejected contract, nor is brought one: the consolidated reply holds only an offer awaiting an answer and an active contract, and the list of contracts given drops rejected ones (agent-centre/contracts/calls.ts)',
  'contractOffer.start --always#4--> contractOffer.ended': 'no card opens on an ended or withdrawn contract, nor is brought one: neither the consolidated reply nor the filtered list of contracts given holds one',
  'contractOffer.active --contract.updated#0--> contractOffer.start': 'an active contract\'s newer copy is never another status on the page: once ended it leaves the list (a new card for the next contract), and the page polls only while an offer waits',
}

/** Reached by another screen of the page, with which one. */
const reachedBy = (why: string, keys: ReadonlyArray<string>): Record<string, string> => Object.fromEntries(keys.map((k) => [k, why]))
const on = (from: string, event: string, to: string) => `contractOffer.${from} --${event}--> ${to === '(self)' ? to : `contractOffer.${to}`}`
const states = (...names: string[]) => names.map((n) => `contractOffer.${n}`)

/** What only the upline's offer form reaches: a card opens on an offer or a contract, never on a draft. */
const byForm = reachedBy('the upline\'s offer form (contractOffer-offer): a card opens on an offer or a contract, never on a draft', [
  ...states('drafting', 'simulating', 'previewing', 'reviewing', 'confirmingLower', 'offering'),
  on('start', 'always#0', 'drafting'),
  on('drafting', 'terms.changed#0', '(self)'), on('drafting', 'terms.submitted#0', 'previewing'), on('drafting', 'simulate.requested#0', 'simulating'),
  on('simulating', 'xstate.done.actor.simulateOffer#0', 'drafting'), on('simulating', 'xstate.error.actor.simulateOffer#0', 'drafting'),
  on('previewing', 'xstate.done.actor.previewOffer#0', 'drafting'), on('previewing', 'xstate.done.actor.previewOffer#1', 'confirmingLower'),
  on('previewing', 'xstate.done.actor.previewOffer#2', 'reviewing'), on('previewing', 'xstate.error.actor.previewOffer#0', 'drafting'),
  on('reviewing', 'offer.confirmed#0', 'offering'), on('reviewing', 'offer.cancelled#0', 'drafting'), on('reviewing', 'terms.changed#0', 'drafting'),
  on('confirmingLower', 'lower.confirmed#0', 'offering'), on('confirmingLower', 'lower.cancelled#0', 'drafting'),
  on('offering', 'xstate.done.actor.sendOffer#0', 'offered'), on('offering', 'xstate.error.actor.sendOffer#0', 'confirmingLower'), on('offering', 'xstate.error.actor.sendOffer#1', 'drafting'),
])
/** What only the upline's card of an offer it gave reaches: the downline's card cannot withdraw, and the form ends at "offer sent". */
const byGivenCard = reachedBy('the upline\'s card of an offer it gave (contractOffer-given): withdrawing it, the poll that brings it accepted, ending it', [
  ...states('start', 'withdrawing', 'confirmingTerminate', 'terminating', 'ended'),
  on('start', 'always#2', 'active'),
  on('offered', 'withdraw.requested#0', 'withdrawing'), on('offered', 'contract.updated#0', 'start'),
  on('withdrawing', 'xstate.done.actor.terminateContract#0', 'ended'), on('withdrawing', 'xstate.error.actor.terminateContract#0', 'offered'),
  on('active', 'terminate.requested#0', 'confirmingTerminate'),
  on('confirmingTerminate', 'terminate.confirmed#0', 'terminating'), on('confirmingTerminate', 'terminate.cancelled#0', 'active'),
  on('terminating', 'xstate.done.actor.terminateContract#0', 'ended'), on('terminating', 'xstate.error.actor.terminateContract#0', 'active'),
])
/** What only the downline's card of an offer awaiting it reaches. */
const byWaitingCard = reachedBy('the downline\'s card of an offer awaiting it (contractOffer-accept): accepting, with the lower-rate confirmation, or rejecting', [
  ...states('accepting', 'confirmingLowerAccept', 'rejecting', 'rejected'),
  on('offered', 'accept.requested#0', 'accepting'), on('offered', 'reject.requested#0', 'rejecting'),
  on('accepting', 'xstate.done.actor.acceptOffer#0', 'active'), on('accepting', 'xstate.error.actor.acceptOffer#0', 'confirmingLowerAccept'),
  on('accepting', 'xstate.error.actor.acceptOffer#1', 'offered'),
  on('confirmingLowerAccept', 'lower.confirmed#0', 'accepting'), on('confirmingLowerAccept', 'lower.cancelled#0', 'offered'),
  on('rejecting', 'xstate.done.actor.rejectOffer#0', 'rejected'), on('rejecting', 'xstate.error.actor.rejectOffer#0', 'offered'),
])
/** What both cards reach and the form does not: it gives way to "offer sent" once its offer is sent. */
const byCards = reachedBy('the cards of the page (contractOffer-given, contractOffer-accept): the form gives way to "offer sent" once the offer is sent', [
  ...states('active'), on('start', 'always#1', 'offered'),
])

const ctx = (s: AnyMachineSnapshot) => s.context as ContractOfferContext
const reply = (event: AnyEventObject) => ({ value: event.output as unknown })
const failure = (event: AnyEventObject) => ({ fail: event.error as { code: string; message: string; value?: unknown } })

/** What the failure's alert says: the contract's code in the agent's language, never the server's English; none without a failure. */
function saysFailure(where: HTMLElement, s: AnyMachineSnapshot) {
  const shown = within(where).queryByRole('alert')
  const f = ctx(s).failure
  if (!f) {
    expect(shown, 'no failure shown').toBeNull()
    return
  }
  expect(shown, 'the failure shown').not.toBeNull()
  expect(shown).toHaveTextContent(failureText({ code: f.code, message: '' }))
  expect(shown).not.toHaveTextContent(SERVER_ENGLISH)
}

const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options)
const button = (where: HTMLElement, key: string) => within(where).queryByRole('button', { name: t(key) })

/** Time runs on a fake clock that also follows real time: the page's 30 s poll can be run at once. */
const clockUser = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime })

/** The real-time salary page, the lazy chunk the agent centre's menu opens. */
const { Page: RealtimeSalaryPage } = agentCentrePages.find((p) => p.id === 'realtimeSalary')!

function openPage(): void {
  sessionStorage.setItem('token', 't0k3n')
  render(<Suspense><RealtimeSalaryPage /></Suspense>, { wrapper: TestQueries })
}

// The upline's offer form ----------------------------------------------------------------------

interface FormRun {
  readonly server: HeldServer
  /** The rate typed last, in percent. */
  rate: string
}

/** What the form shows apart from the state: the failure's text, and whether a simulation is on screen. */
const formState = (s: AnyMachineSnapshot) => JSON.stringify([s.value, ctx(s).failure?.code ?? null, ctx(s).simulation !== null])

const newTerms = { downlineId: 2, kind: 'realtime_salary', period: 'realtime', tiers: [{ minActive: 0, minAmount: 0, rateBp: 12 }] }
const formPaths: PathModel<Machine> = {
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
    { type: 'xstate.error.actor.previewOffer', error: { code: 'NOT_FOUND', message: SERVER_ENGLISH } },
    { type: 'xstate.done.actor.simulateOffer', output: simulation },
    { type: 'xstate.error.actor.simulateOffer', error: { code: 'NOT_FOUND', message: SERVER_ENGLISH } },
    { type: 'xstate.done.actor.sendOffer', output: contract(11, 'offered', 'agent01', 'agent02', 12) },
    { type: 'xstate.error.actor.sendOffer', error: { code: 'CONFIRM_REQUIRED', message: SERVER_ENGLISH, value: { wouldEnd: [below] } } },
    { type: 'xstate.error.actor.sendOffer', error: { code: 'CONTRACT_CEILING', message: SERVER_ENGLISH } },
  ],
  // The rates are edited beside the form and the preview; once sent, the form gives way to "offer sent".
  offered: (s, e) => !s.matches('offered') && (e.type !== 'terms.changed' || s.matches('drafting') || s.matches('reviewing')),
}

const form = () => screen.getByTestId('offer-form')

/** What every state of the form shows: the failure, and the simulation while one is kept. */
function formCommon(s: AnyMachineSnapshot) {
  const f = form()
  saysFailure(f, s)
  const sim = within(f).queryByTestId('offer-simulation')
  if (ctx(s).simulation) {
    expect(sim, 'the simulation shown').not.toBeNull()
    expect(within(sim!).getAllByTestId('offer-simulation-row')).toHaveLength(2)
    expect(within(sim!).getByTestId('offer-simulation-proposed')).toHaveTextContent('0.50')
    expect(within(sim!).getByTestId('offer-simulation-current')).toHaveTextContent('1.00')
  } else expect(sim, 'no simulation shown').toBeNull()
  return f
}

/** Neither the preview nor the lower-rate confirmation. */
function noDialog(f: HTMLElement) {
  expect(within(f).queryByRole('alertdialog')).toBeNull()
}

const sentTerms = (server: HeldServer, path: string) => server.lastBody(path) as Record<string, unknown>

export const offerFormScreen: ScreenModel<Machine, FormRun> = {
  name: 'contractOffer-offer',
  paths: formPaths,
  async start() {
    const server = heldServer({
      [CONSOLIDATED]: { value: salary(null, own) },
      [LIST]: given([]),
      [TEAM]: { value: team([member(2, 'agent02', true), member(5, 'player05', false)]) },
    }, [PREVIEW, SIMULATE, OFFER])
    openPage()
    // The upline picks the downline agent to offer to: the form's actions open.
    await userEvent.setup().selectOptions(await screen.findByTestId('offer-downline'), 'agent02')
    await waitFor(() => expect(within(form()).getByTestId('offer-submit')).toBeEnabled())
    return { server, rate: '0.1' }
  },
  stop: () => sessionStorage.clear(),
  elsewhere: { ...byGivenCard, ...byWaitingCard, ...byCards },
  unreachable,
  see: {
    'contractOffer.drafting': (_run, s) => {
      const f = formCommon(s)
      noDialog(f)
      expect(within(f).getByTestId('offer-submit')).toBeEnabled()
      expect(within(f).getByTestId('offer-simulate')).toBeEnabled()
      expect(within(f).getByRole('spinbutton', { name: t('agentContracts.rate') })).toBeEnabled()
    },
    'contractOffer.simulating': (_run, s) => {
      const f = formCommon(s)
      expect(within(f).getByTestId('offer-simulate'), 'the simulate button is busy').toBeDisabled()
      expect(within(f).getByTestId('offer-submit')).toBeDisabled()
    },
    'contractOffer.previewing': (_run, s) => {
      const f = formCommon(s)
      noDialog(f)
      expect(within(f).getByTestId('offer-submit'), 'the offer button is busy').toBeDisabled()
      expect(within(f).getByTestId('offer-simulate')).toBeDisabled()
    },
    'contractOffer.reviewing': (_run, s) => {
      const f = formCommon(s)
      // The preview: what the offer replaces (the contract in force, at 0.20 %), within the upline's own rates.
      const review = within(f).getByRole('alertdialog', { name: t('agentContracts.reviewTitle') })
      expect(review).toHaveTextContent(t('agentContracts.reviewReplaces'))
      expect(review).toHaveTextContent('0.20%')
      expect(review).toHaveTextContent(t('agentContracts.reviewWithin'))
      expect(within(review).getByRole('button', { name: t('agentContracts.reviewSend') })).toBeEnabled()
      expect(within(review).getByRole('button', { name: t('agentContracts.reviewBack') })).toBeEnabled()
      expect(within(f).queryByTestId('offer-submit'), 'sent only from the preview').toBeNull()
    },
    'contractOffer.confirmingLower': (_run, s) => {
      const f = formCommon(s)
      // What ends if the downline accepts: its own contract to agent05.
      const confirm = within(f).getByRole('alertdialog', { name: t('agentContracts.wouldEnd') })
      expect(within(confirm).getAllByRole('listitem').map((li) => li.textContent)).toEqual([t('agentContracts.endsLine', { from: 'agent02', to: 'agent05' })])
      expect(within(confirm).getByRole('button', { name: t('agentContracts.confirm') })).toBeEnabled()
      expect(within(confirm).getByRole('button', { name: t('agentContracts.cancel') })).toBeEnabled()
      expect(within(f).queryByTestId('offer-submit')).toBeNull()
    },
    'contractOffer.offering': (_run, s) => {
      const f = formCommon(s)
      noDialog(f)
      expect(within(f).getByTestId('offer-submit'), 'the offer button is busy').toBeDisabled()
    },
    'contractOffer.offered': () => {
      // The form gives way to "offer sent"; the page's list read again shows the offer given.
      expect(screen.queryByTestId('offer-form')).toBeNull()
      const sent = screen.getByRole('status')
      expect(sent).toHaveTextContent(t('agentContracts.offerSent'))
      expect(within(sent).getByRole('button', { name: t('agentContracts.newAgain') })).toBeEnabled()
      const card = screen.getByTestId('contract-11')
      expect(card).toHaveTextContent(t('agentContracts.status.offered'))
      expect(card).toHaveTextContent('0.12%')
    },
  },
  cause: {
    async 'terms.changed'(run) {
      // One edit of the rate (selected, then the new value pasted over it): the page's terms change once.
      run.rate = run.rate === '0.12' ? '0.1' : '0.12'
      const u = userEvent.setup()
      const rate = within(form()).getByRole('spinbutton', { name: t('agentContracts.rate') })
      await u.tripleClick(rate)
      await u.paste(run.rate)
      await waitFor(() => expect(rate).toHaveValue(Number(run.rate)))
    },
    async 'terms.submitted'({ server, rate }) {
      const calls = server.calls(PREVIEW)
      await userEvent.setup().click(within(form()).getByTestId('offer-submit'))
      await waitFor(() => expect(server.calls(PREVIEW)).toBe(calls + 1))
      expect(sentTerms(server, PREVIEW)).toEqual({ ...newTerms, tiers: [{ minActive: 0, minAmount: 0, rateBp: Math.round(Number(rate) * 100) }] })
    },
    async 'simulate.requested'({ server }, event) {
      const calls = server.calls(SIMULATE)
      const u = userEvent.setup()
      await u.selectOptions(within(form()).getByTestId('offer-simulate-periods'), String(event.periods))
      await u.click(within(form()).getByTestId('offer-simulate'))
      await waitFor(() => expect(server.calls(SIMULATE)).toBe(calls + 1))
      expect(sentTerms(server, SIMULATE)).toMatchObject({ downlineId: 2, periods: event.periods })
    },
    async 'offer.confirmed'({ server }) {
      const calls = server.calls(OFFER)
      await userEvent.setup().click(within(form()).getByRole('button', { name: t('agentContracts.reviewSend') }))
      await waitFor(() => expect(server.calls(OFFER)).toBe(calls + 1))
      expect(sentTerms(server, OFFER)).toMatchObject({ downlineId: 2, terminateLower: false })
    },
    'offer.cancelled': () => userEvent.setup().click(within(form()).getByRole('button', { name: t('agentContracts.reviewBack') })),
    async 'lower.confirmed'({ server }) {
      const calls = server.calls(OFFER)
      await userEvent.setup().click(within(within(form()).getByRole('alertdialog')).getByRole('button', { name: t('agentContracts.confirm') }))
      // The offer goes with the upline's agreement that those contracts end.
      await waitFor(() => expect(server.calls(OFFER)).toBe(calls + 1))
      expect(sentTerms(server, OFFER)).toMatchObject({ downlineId: 2, terminateLower: true })
    },
    'lower.cancelled': () => userEvent.setup().click(within(within(form()).getByRole('alertdialog')).getByRole('button', { name: t('agentContracts.cancel') })),
    'xstate.done.actor.previewOffer': ({ server }, event) => server.reply(PREVIEW, reply(event)),
    'xstate.error.actor.previewOffer': ({ server }, event) => server.reply(PREVIEW, failure(event)),
    'xstate.done.actor.simulateOffer': ({ server }, event) => server.reply(SIMULATE, reply(event)),
    'xstate.error.actor.simulateOffer': ({ server }, event) => server.reply(SIMULATE, failure(event)),
    async 'xstate.done.actor.sendOffer'({ server }, event) {
      server.answer(LIST, given([event.output as Contract]))
      await server.reply(OFFER, reply(event))
    },
    'xstate.error.actor.sendOffer': ({ server }, event) => server.reply(OFFER, failure(event)),
  },
}

// The upline's card of an offer it gave ----------------------------------------------------------

interface GivenRun {
  readonly server: HeldServer
  /** What the last end answered: a withdrawn offer, or an ended contract. */
  ended: Contract['status'] | null
  /** Calls to the page's list before the end was answered. */
  listCalls: number
}

const cardState = (s: AnyMachineSnapshot) => JSON.stringify([s.value, ctx(s).failure?.code ?? null])
const offeredTo = contract(8, 'offered', 'agent01', 'agent02')

const givenPaths: PathModel<Machine> = {
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

const givenCard = () => screen.getByTestId('contract-8')
const busyCard = (card: HTMLElement) => {
  expect(card, 'the card is busy').toHaveAttribute('aria-busy', 'true')
  expect(within(card).queryAllByRole('button'), 'no action while busy').toEqual([])
}
const idleCard = (card: HTMLElement) => expect(card).toHaveAttribute('aria-busy', 'false')

export const givenCardScreen: ScreenModel<Machine, GivenRun> = {
  name: 'contractOffer-given',
  paths: givenPaths,
  async start() {
    // Before the page polls, so its 30 s runs on the fake clock.
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const server = heldServer({
      [CONSOLIDATED]: { value: salary(null, own) },
      [TEAM]: { value: team([member(2, 'agent02', true)]) },
    }, [LIST, TERMINATE])
    openPage()
    await server.reply(LIST, given([offeredTo]))
    await screen.findByTestId('contract-8')
    return { server, ended: null, listCalls: 0 }
  },
  stop: () => {
    vi.useRealTimers()
    sessionStorage.clear()
  },
  elsewhere: { ...byForm, ...byWaitingCard },
  unreachable,
  see: {
    'contractOffer.offered': (_run, s) => {
      const card = givenCard()
      idleCard(card)
      expect(card).toHaveTextContent(t('agentContracts.status.offered'))
      expect(card).toHaveTextContent(t('agentContracts.to', { account: 'agent02' }))
      expect(button(card, 'agentContracts.withdraw')).toBeEnabled()
      for (const key of ['agentContracts.accept', 'agentContracts.reject', 'agentContracts.terminate']) expect(button(card, key), key).toBeNull()
      saysFailure(card, s)
    },
    'contractOffer.withdrawing': () => busyCard(givenCard()),
    'contractOffer.active': (_run, s) => {
      const card = givenCard()
      idleCard(card)
      expect(card).toHaveTextContent(t('agentContracts.status.active'))
      expect(button(card, 'agentContracts.terminate')).toBeEnabled()
      expect(button(card, 'agentContracts.withdraw')).toBeNull()
      saysFailure(card, s)
    },
    'contractOffer.confirmingTerminate': (_run, s) => {
      const card = givenCard()
      expect(card).toHaveTextContent(t('agentContracts.terminateSure'))
      expect(button(card, 'agentContracts.confirm')).toBeEnabled()
      expect(button(card, 'agentContracts.cancel')).toBeEnabled()
      expect(button(card, 'agentContracts.terminate')).toBeNull()
      saysFailure(card, s)
    },
    'contractOffer.terminating': () => busyCard(givenCard()),
    'contractOffer.ended': (run) => {
      // Withdrawn or ended, with nothing left to do; the page reads its list again.
      const card = givenCard()
      idleCard(card)
      expect(card).toHaveTextContent(t(`agentContracts.status.${run.ended}`))
      expect(within(card).queryAllByRole('button')).toEqual([])
      expect(run.server.calls(LIST)).toBeGreaterThan(run.listCalls)
    },
  },
  cause: {
    async 'withdraw.requested'({ server }) {
      const calls = server.calls(TERMINATE)
      await clockUser().click(within(givenCard()).getByRole('button', { name: t('agentContracts.withdraw') }))
      await waitFor(() => expect(server.calls(TERMINATE)).toBe(calls + 1))
      expect(server.lastBody(TERMINATE)).toEqual({ contractId: 8 })
    },
    'terminate.requested': () => clockUser().click(within(givenCard()).getByRole('button', { name: t('agentContracts.terminate') })),
    async 'terminate.confirmed'({ server }) {
      const calls = server.calls(TERMINATE)
      await clockUser().click(within(givenCard()).getByRole('button', { name: t('agentContracts.confirm') }))
      await waitFor(() => expect(server.calls(TERMINATE)).toBe(calls + 1))
      expect(server.lastBody(TERMINATE)).toEqual({ contractId: 8 })
    },
    'terminate.cancelled': () => clockUser().click(within(givenCard()).getByRole('button', { name: t('agentContracts.cancel') })),
    async 'contract.updated'({ server }, event) {
      // The downline accepted: 30 s on, the page reads its list again, which brings the offer active.
      const calls = server.calls(LIST)
      await vi.advanceTimersByTimeAsync(30_000)
      await waitFor(() => expect(server.calls(LIST)).toBe(calls + 1))
      await server.reply(LIST, given([event.contract as Contract]))
    },
    async 'xstate.done.actor.terminateContract'(run, _event, before) {
      // A withdrawn offer is cancelled, an ended contract terminated.
      run.ended = before.matches('withdrawing') ? 'cancelled' : 'terminated'
      run.listCalls = run.server.calls(LIST)
      await run.server.reply(TERMINATE, { value: { contract: { ...offeredTo, status: run.ended }, ended: [] } })
    },
    'xstate.error.actor.terminateContract': ({ server }, event) => server.reply(TERMINATE, failure(event)),
  },
}

// The downline's card of an offer awaiting it --------------------------------------------------

interface WaitingRun {
  readonly server: HeldServer
  /** Calls to the page's own contracts before the answer was recorded. */
  consolidatedCalls: number
}

const offeredFrom = contract(7, 'offered', 'agent01', 'agent02', 10)

const waitingPaths: PathModel<Machine> = {
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

const waitingCard = () => screen.getByTestId('contract-7')

export const offerWaitingScreen: ScreenModel<Machine, WaitingRun> = {
  name: 'contractOffer-accept',
  paths: waitingPaths,
  async start() {
    // The page's own contracts wait for the path: read once at the start, and again (unanswered) after an answer.
    const server = heldServer({
      [LIST]: given([]),
      [TEAM]: { value: team([]) },
    }, [CONSOLIDATED, ACCEPT, REJECT])
    openPage()
    await server.reply(CONSOLIDATED, { value: salary(offeredFrom, null) })
    await screen.findByTestId('contract-7')
    return { server, consolidatedCalls: 0 }
  },
  stop: () => sessionStorage.clear(),
  elsewhere: { ...byForm, ...byGivenCard },
  unreachable,
  see: {
    'contractOffer.offered': (_run, s) => {
      const card = waitingCard()
      idleCard(card)
      expect(card).toHaveTextContent(t('agentContracts.status.offered'))
      expect(card).toHaveTextContent(t('agentContracts.from', { account: 'agent01' }))
      expect(button(card, 'agentContracts.accept')).toBeEnabled()
      expect(button(card, 'agentContracts.reject')).toBeEnabled()
      for (const key of ['agentContracts.withdraw', 'agentContracts.terminate']) expect(button(card, key), key).toBeNull()
      expect(within(card).queryByRole('alertdialog')).toBeNull()
      saysFailure(card, s)
    },
    'contractOffer.accepting': () => busyCard(waitingCard()),
    'contractOffer.rejecting': () => busyCard(waitingCard()),
    'contractOffer.confirmingLowerAccept': () => {
      const card = waitingCard()
      const confirm = within(card).getByRole('alertdialog', { name: t('agentContracts.acceptWouldEnd') })
      expect(within(confirm).getAllByRole('listitem').map((li) => li.textContent)).toEqual([t('agentContracts.endsLine', { from: 'agent02', to: 'agent05' })])
      expect(button(confirm, 'agentContracts.confirm')).toBeEnabled()
      expect(button(confirm, 'agentContracts.cancel')).toBeEnabled()
      expect(button(card, 'agentContracts.accept')).toBeNull()
      expect(within(card).queryByRole('alert'), 'asked, not refused').toBeNull()
    },
    'contractOffer.active': (run) => {
      const card = waitingCard()
      idleCard(card)
      expect(card).toHaveTextContent(t('agentContracts.status.active'))
      expect(button(card, 'agentContracts.terminate')).toBeEnabled()
      expect(button(card, 'agentContracts.accept')).toBeNull()
      expect(within(card).queryByRole('alert')).toBeNull()
      expect(run.server.calls(CONSOLIDATED), 'the page reads its contracts again').toBeGreaterThan(run.consolidatedCalls)
    },
    'contractOffer.rejected': (run) => {
      const card = waitingCard()
      idleCard(card)
      expect(card).toHaveTextContent(t('agentContracts.status.rejected'))
      expect(within(card).queryAllByRole('button')).toEqual([])
      expect(run.server.calls(CONSOLIDATED), 'the page reads its contracts again').toBeGreaterThan(run.consolidatedCalls)
    },
  },
  cause: {
    async 'accept.requested'({ server }) {
      const calls = server.calls(ACCEPT)
      await userEvent.setup().click(within(waitingCard()).getByRole('button', { name: t('agentContracts.accept') }))
      await waitFor(() => expect(server.calls(ACCEPT)).toBe(calls + 1))
      expect(server.lastBody(ACCEPT)).toEqual({ contractId: 7 })
    },
    async 'reject.requested'({ server }) {
      const calls = server.calls(REJECT)
      await userEvent.setup().click(within(waitingCard()).getByRole('button', { name: t('agentContracts.reject') }))
      await waitFor(() => expect(server.calls(REJECT)).toBe(calls + 1))
      expect(server.lastBody(REJECT)).toEqual({ contractId: 7 })
    },
    async 'lower.confirmed'({ server }) {
      const calls = server.calls(ACCEPT)
      await userEvent.setup().click(within(within(waitingCard()).getByRole('alertdialog')).getByRole('button', { name: t('agentContracts.confirm') }))
      // Accepted again, with the downline's agreement that its own contracts above end.
      await waitFor(() => expect(server.calls(ACCEPT)).toBe(calls + 1))
      expect(server.lastBody(ACCEPT)).toEqual({ contractId: 7, terminateLower: true })
    },
    'lower.cancelled': () => userEvent.setup().click(within(within(waitingCard()).getByRole('alertdialog')).getByRole('button', { name: t('agentContracts.cancel') })),
    async 'xstate.done.actor.acceptOffer'(run, event) {
      run.consolidatedCalls = run.server.calls(CONSOLIDATED)
      await run.server.reply(ACCEPT, reply(event))
    },
    'xstate.error.actor.acceptOffer': ({ server }, event) => server.reply(ACCEPT, failure(event)),
    async 'xstate.done.actor.rejectOffer'(run, event) {
      run.consolidatedCalls = run.server.calls(CONSOLIDATED)
      await run.server.reply(REJECT, reply(event))
    },
    'xstate.error.actor.rejectOffer': ({ server }, event) => server.reply(REJECT, failure(event)),
  },
}
