import { Suspense } from 'react'
import { expect, vi } from 'vitest'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate'
import type { Contract } from '@/shared/api'
import { i18n } from '@/shared/i18n'
import { heldServer, TestQueries, type HeldServer, type ScreenModel } from '@/shared/testing'
import type { contractOfferMachine, ContractOfferContext } from '@machines/contractOffer.machine.ts'
import { agentCentrePages } from '../model/pages.ts'
import {
  CONTRACT_CALLS, givenCardPaths, givenCardSights, newTerms, offeredFrom, offeredTo, offerFormPaths, offerFormSights, own, waitingCardPaths, waitingCardSights,
} from './contractOffer.sights.ts'

/**
 * The contract offer and accept flow (machines/contractOffer.machine.ts) on the real realtime
 * salary page (features/offer-contract under pages/contracts/ContractKindPage.tsx). One machine, three
 * screens, each with its own actor: the upline's offer form (terms, simulate, preview, the
 * lower-rate confirmation, send), the upline's card of an offer it gave (withdraw; the page's
 * list, read again every 30 s while the offer waits, brings it accepted; end it after a
 * confirmation), and the downline's card of an offer awaiting it (accept, with the lower-rate
 * confirmation, or reject). Together they reach the machine (contractOffer.paths.test.tsx).
 * The paths and what the agents see are contractOffer.sights.ts's, shared with the Chromium
 * journeys; `see` keeps what only this fake server can tell (figures, calls made).
 */

type Machine = typeof contractOfferMachine

const { consolidated: CONSOLIDATED, list: LIST, preview: PREVIEW, simulate: SIMULATE, offer: OFFER, accept: ACCEPT, reject: REJECT, terminate: TERMINATE } = CONTRACT_CALLS
const TEAM = '/wps/agent/team/list'

/** Who the fixtures name: agent01 offers to agent02, whose own downline is agent05. */
const names = { upline: 'agent01', downline: 'agent02', below: 'agent05' }

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

// Shared ----------------------------------------------------------------------------------------

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

const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options)

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

const form = () => screen.getByTestId('offer-form')

/** The simulation's figures, while one is kept (whether it shows is a sight). */
function simulationFigures(s: AnyMachineSnapshot) {
  if (!ctx(s).simulation) return
  const sim = within(form()).getByTestId('offer-simulation')
  expect(within(sim).getAllByTestId('offer-simulation-row')).toHaveLength(2)
  expect(within(sim).getByTestId('offer-simulation-proposed')).toHaveTextContent('0.50')
  expect(within(sim).getByTestId('offer-simulation-current')).toHaveTextContent('1.00')
}

const sentTerms = (server: HeldServer, path: string) => server.lastBody(path) as Record<string, unknown>

export const offerFormScreen: ScreenModel<Machine, FormRun> = {
  name: 'contractOffer-offer',
  paths: offerFormPaths,
  sights: offerFormSights(names),
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
  see: {
    'contractOffer.drafting': (_run, s) => simulationFigures(s),
    'contractOffer.simulating': (_run, s) => simulationFigures(s),
    'contractOffer.previewing': (_run, s) => simulationFigures(s),
    'contractOffer.reviewing': (_run, s) => simulationFigures(s),
    'contractOffer.offering': (_run, s) => simulationFigures(s),
    'contractOffer.confirmingLower': (_run, s) => {
      simulationFigures(s)
      // Exactly what would end: its own contract to agent05.
      const confirm = within(form()).getByRole('alertdialog', { name: t('agentContracts.wouldEnd') })
      expect(within(confirm).getAllByRole('listitem').map((li) => li.textContent)).toEqual([t('agentContracts.endsLine', { from: 'agent02', to: 'agent05' })])
    },
    'contractOffer.offered': () => {
      // The page's list read again shows the offer given.
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

const givenCard = () => screen.getByTestId('contract-8')
export const givenCardScreen: ScreenModel<Machine, GivenRun> = {
  name: 'contractOffer-given',
  paths: givenCardPaths,
  sights: givenCardSights('contract-8', names),
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
  see: {
    'contractOffer.ended': (run) => {
      // Withdrawn or ended, as the server answered; the page reads its list again.
      expect(givenCard()).toHaveTextContent(t(`agentContracts.status.${run.ended}`))
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

const waitingCard = () => screen.getByTestId('contract-7')

export const offerWaitingScreen: ScreenModel<Machine, WaitingRun> = {
  name: 'contractOffer-accept',
  paths: waitingCardPaths,
  sights: waitingCardSights('contract-7', names),
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
  see: {
    'contractOffer.confirmingLowerAccept': () => {
      // Exactly what would end: its own contract to agent05.
      const confirm = within(waitingCard()).getByRole('alertdialog', { name: t('agentContracts.acceptWouldEnd') })
      expect(within(confirm).getAllByRole('listitem').map((li) => li.textContent)).toEqual([t('agentContracts.endsLine', { from: 'agent02', to: 'agent05' })])
    },
    'contractOffer.active': (run) => expect(run.server.calls(CONSOLIDATED), 'the page reads its contracts again').toBeGreaterThan(run.consolidatedCalls),
    'contractOffer.rejected': (run) => expect(run.server.calls(CONSOLIDATED), 'the page reads its contracts again').toBeGreaterThan(run.consolidatedCalls),
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
