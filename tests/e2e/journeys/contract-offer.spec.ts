import type { AnyEventObject, AnyMachineSnapshot } from 'xstate'
import { contractOfferMachine, type ContractOfferContext } from '../../../machines/contractOffer.machine.ts'
import { emptyCoverage, inventory, replayPath } from '../../../machines/testing/pathCoverage.ts'
import type { Contract, ContractTier } from '../../../src/shared/api/index.ts'
import {
  CONTRACT_CALLS, givenCardPaths, givenCardSights, offerFormPaths, offerFormSights, waitingCardPaths, waitingCardSights, type ContractNames,
} from '../../../src/widgets/agent-centre/paths/contractOffer.sights.ts'
import { test, expect, type Page } from '../support/test.ts'
import { freshUsername } from '../support/accounts.ts'
import { agentCentre, agentPage, contractCall, DOWNLINE_PASSWORD, openAgentCentre, openAgentPage, registerDownline, sameSessionAs, type Answer } from '../support/agent-team.ts'
import { heldCalls, type HeldCalls } from '../support/held-calls.ts'
import { describeJourney, journeyPaths, type Journey } from '../support/journey.ts'

// The contract offer and its answer, the generated paths of machines/contractOffer.machine.ts in
// Chromium against the real server, on the three screens of the real-time salary page: the
// upline's offer form, the upline's card of an offer it gave, the downline's card of an offer
// awaiting it. A fresh chain of agents per run, agent01 → U → D → E, each registered from the
// agent centre above it: U offers to D, and D's own contract to E is what a lower offer ends.
// The server's side is the other agents' pages (a call from their tab): D accepts or rejects
// meanwhile, D gives E a contract above the offer, agent01 lowers U's own contract below it
// (the ceiling) and raises it again. Every call a step waits on is held until the next step.
test.describe.configure({ timeout: 120_000 })

const KIND = 'realtime_salary'
const { consolidated: CONSOLIDATED, list: LIST, preview: PREVIEW, simulate: SIMULATE, offer: OFFER, accept: ACCEPT, reject: REJECT, terminate: TERMINATE } = CONTRACT_CALLS

/** The rates down the chain (percent in the forms, basis points in the calls): U's own, U's contract to D, D's to E (above any offer the paths make). */
const U_RATES = ['0.3', '0.5']
const D_RATES = ['0.2', '0.4']
const tiers = (...rates: number[]): ContractTier[] => rates.map((rateBp, i) => ({ minActive: i === 0 ? 0 : 5, minAmount: i === 0 ? 0 : 100_000, rateBp }))
const U_TIERS = tiers(30, 50)
const D_TIERS = tiers(20, 40)
const E_TIERS = tiers(15)
/** U's own contract lowered below the offers (0.10 %, 0.12 %): above the ceiling. */
const LOW_TIERS = tiers(5)
const OFFER_TIERS = tiers(10)

const ctx = (s: AnyMachineSnapshot) => s.context as ContractOfferContext
const ip = (n: number) => `198.51.100.${220 + n}`

// The chain of agents, and what its contracts are ----------------------------------------------

interface Agent {
  readonly account: string
  /** A page of the agent's own, for the calls it makes from another tab. */
  readonly page: Page
  id: number
}
interface Team {
  readonly top: Agent
  readonly u: Agent
  readonly d: Agent
  readonly e: Agent
  readonly names: ContractNames
}
let team: Team

const value = <T>(answer: Answer<T>, what: string): T => {
  expect(answer.code, what).toBeUndefined()
  return answer.value as T
}

/** The agent's own contract of the kind and any offer awaiting its answer. */
async function ownOf(agent: Agent): Promise<{ contract: Contract | null; offer: Contract | null }> {
  const reply = await agent.page.evaluate(async (path) => {
    const res = await fetch(path, { headers: { authorization: `Bearer ${sessionStorage.getItem('token')}` } })
    return ((await res.json()) as { value: { salary: { kind: string; contract: unknown; offer: unknown }[] } }).value
  }, CONSOLIDATED)
  const s = reply.salary.find((x) => x.kind === KIND)
  return { contract: (s?.contract ?? null) as Contract | null, offer: (s?.offer ?? null) as Contract | null }
}

const offer = async (from: Agent, to: Agent, t: ContractTier[], terminateLower = false): Promise<Contract> =>
  value(await contractCall<Contract>(from.page, 'MCS2_contractOffer', { downlineId: to.id, kind: KIND, period: 'realtime', tiers: t, ...(terminateLower ? { terminateLower } : {}) }), `${from.account} offers ${to.account}`)

/** The agent accepts the offer awaiting it. */
async function acceptWaiting(agent: Agent): Promise<void> {
  const { offer: waiting } = await ownOf(agent)
  expect(waiting, `an offer awaiting ${agent.account}`).not.toBeNull()
  value(await contractCall(agent.page, 'MCS2_contractAccept', { contractId: waiting!.id }), `${agent.account} accepts`)
}

const topRate = (c: Contract | null) => c?.tiers[0]?.rateBp ?? null

/** U's own contract: 0.30 % (room for every offer) or 0.05 % (below them); lowering it ends U's contracts to D and below. */
async function ceiling(ok: boolean): Promise<void> {
  const want = ok ? U_TIERS : LOW_TIERS
  if (topRate((await ownOf(team.u)).contract) === want[0]!.rateBp) return
  await offer(team.top, team.u, want, !ok)
  await acceptWaiting(team.u)
}

/** D holds U's 0.20 % contract (what an offer replaces, and room for D's own to E). */
async function downlineContract(): Promise<void> {
  await ceiling(true)
  const { contract } = await ownOf(team.d)
  if (contract?.upline?.id === team.u.id && topRate(contract) === D_TIERS[0]!.rateBp) return
  await offer(team.u, team.d, D_TIERS)
  await acceptWaiting(team.d)
}

/** D's own active contract to E, above any offer the paths make (so a lower offer ends it), or none. */
async function belowContract(on: boolean): Promise<void> {
  const given = value(await contractCall<{ list: Contract[] }>(team.d.page, 'MCS2_contractList', { role: 'upline', kind: KIND, pageSize: 100 }), 'D\'s contracts')
  const active = given.list.filter((c) => c.status === 'active')
  if (on && active.length > 0) return
  if (on) {
    await downlineContract()
    await offer(team.d, team.e, E_TIERS)
    await acceptWaiting(team.e)
    return
  }
  for (const c of active) value(await contractCall(team.d.page, 'MCS2_contractTerminate', { contractId: c.id }), 'D ends its contract to E')
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(300_000)
  const [u, d, e] = ['cu', 'cd', 'ce'].map((p) => freshUsername(p).toLowerCase()) as [string, string, string]
  const top = await agentPage(browser, 'agent01', 'Agent1234', { ip: ip(0) })
  await openAgentCentre(top)
  await registerDownline(top, u, U_RATES)
  const agent = async (account: string, n: number): Promise<Agent> => {
    const page = await agentPage(browser, account, DOWNLINE_PASSWORD, { ip: ip(n) })
    return { account, page, id: 0 }
  }
  const up = await agent(u, 1)
  await acceptWaiting(up)
  up.id = (await ownOf(up)).contract!.downline.id
  await openAgentCentre(up.page)
  await registerDownline(up.page, d, D_RATES)
  const down = await agent(d, 2)
  await acceptWaiting(down)
  down.id = (await ownOf(down)).contract!.downline.id
  await openAgentCentre(down.page)
  await registerDownline(down.page, e, [])
  const below = await agent(e, 3)
  below.id = await memberId(down.page, e)
  team = { top: { account: 'agent01', page: top, id: 0 }, u: up, d: down, e: below, names: { upline: u, downline: d, below: e } }
})

test.afterAll(async () => {
  for (const a of team ? [team.top, team.u, team.d, team.e] : []) await a.page.context().close()
})

/** A direct downline's member id, from the agent's team list. */
async function memberId(page: Page, account: string): Promise<number> {
  return page.evaluate(async (account) => {
    const res = await fetch('/wps/agent/team/list', {
      method: 'POST', headers: { authorization: `Bearer ${sessionStorage.getItem('token')}`, 'content-type': 'application/json' },
      body: JSON.stringify({ pageSize: 100 }),
    })
    return ((await res.json()) as { value: { list: { id: number; account: string }[] } }).value.list.find((m) => m.account === account)!.id
  }, account)
}

// Opening the real-time salary page -------------------------------------------------------------

/** Opens the journey's own tab as a copy of `agent`'s (once), then the real-time salary page afresh. */
async function openSalaryPage(page: Page, agent: Agent): Promise<void> {
  if (!(await page.getByTestId('member-block').isVisible().catch(() => false))) await sameSessionAs(page, agent.page)
  if (!(await agentCentre(page).isVisible())) await openAgentCentre(page)
  // Another page first: the salary page comes back with its lists read again and a new form.
  await openAgentPage(page, 'announcement')
  await openAgentPage(page, 'realtimeSalary')
}

const held = async (run: { readonly holds: ReadonlyArray<HeldCalls> }) => {
  for (const h of run.holds) await h.stop('abort')
}
/** Makes the call with the next step's answer held: the screen shows it busy meanwhile. */
async function sendHeld(calls: HeldCalls, click: () => Promise<void>): Promise<void> {
  calls.hold()
  await click()
  await calls.made()
}
async function answered(calls: HeldCalls, ok: boolean): Promise<void> {
  const status = await calls.release()
  if (ok) expect(status, 'the server took it').toBe(200)
  else expect(status, 'the server refused it').toBeGreaterThanOrEqual(400)
}

// The upline's offer form -----------------------------------------------------------------------

interface FormRun {
  readonly page: Page
  readonly preview: HeldCalls
  readonly simulate: HeldCalls
  readonly offer: HeldCalls
  readonly holds: ReadonlyArray<HeldCalls>
  /** The rate typed last, and how many tiers the table has (two alike: terms the server refuses). */
  rate: string
  rows: number
}

const form = (run: FormRun) => run.page.getByTestId('offer-form')
const inDialog = (run: FormRun, name: string) => form(run).getByRole('alertdialog').getByRole('button', { name, exact: true })

/** A second tier with the first one's thresholds: the server refuses the terms (VALIDATION_FAILED). */
async function refusedTerms(run: FormRun, before: AnyMachineSnapshot): Promise<void> {
  expect(ctx(before).failure === null && ctx(before).simulation === null, 'terms typed over a screen with nothing else on it').toBe(true)
  await form(run).getByRole('button', { name: 'Add a tier', exact: true }).click()
  await form(run).getByRole('spinbutton', { name: 'Active members from', exact: true }).nth(1).fill('0')
  run.rows = 2
}
const refusedNext = (next: AnyEventObject | undefined, actor: string) => next?.type === `xstate.error.actor.${actor}`

/**
 * The form's states told apart as the sights and the causes read them: the failure shown, a
 * simulation on screen, and whether the upline agreed that contracts end (the offer carries it).
 */
const formSeen = (s: AnyMachineSnapshot) => JSON.stringify([s.value, ctx(s).failure?.code ?? null, ctx(s).simulation !== null, ctx(s).terminateLower])

const formJourney: Journey<FormRun> = {
  name: 'contractOffer-offer',
  paths: { ...offerFormPaths, serializeState: formSeen },
  sights: () => offerFormSights(team.names),
  offered: (s, e) => {
    const c = ctx(s)
    // Refused terms are typed over a screen with no failure and no simulation (typing clears both)...
    if (e.type === 'xstate.error.actor.previewOffer' || e.type === 'xstate.error.actor.simulateOffer') return c.failure === null && c.simulation === null
    // ...and stay typed until the terms change.
    if (c.failure?.code === 'VALIDATION_FAILED' && (e.type === 'terms.submitted' || e.type === 'simulate.requested')) return false
    // An offer sent with the agreement that contracts end is never asked for it.
    if (e.type === 'xstate.error.actor.sendOffer' && (e.error as { code: string }).code === 'CONFIRM_REQUIRED') return !c.terminateLower
    // For the run time (each path is a page and real calls), the agent here simulates on a clean
    // form only, and once a simulation is shown, or an agreed offer was refused, changes the terms
    // first: the same transitions, a third of the paths; the jsdom screen walks the rest.
    if (e.type === 'simulate.requested' && (c.simulation !== null || c.failure !== null)) return false
    if (s.matches('drafting') && (c.simulation !== null || c.terminateLower) && e.type !== 'terms.changed') return false
    return true
  },
  async start(page) {
    await openSalaryPage(page, team.u)
    await page.getByTestId('offer-downline').selectOption({ label: team.d.account })
    await expect(page.getByTestId('offer-submit')).toBeEnabled()
    const [preview, simulate, offerCalls] = [await heldCalls(page, PREVIEW), await heldCalls(page, SIMULATE), await heldCalls(page, OFFER)]
    return { page, preview, simulate, offer: offerCalls, holds: [preview, simulate, offerCalls], rate: '0.1', rows: 1 }
  },
  end: held,
  see: {
    // The page's list read again shows the offer given.
    'contractOffer.offered': async (run) => {
      const card = run.page.locator('[data-testid^="contract-"]').filter({ hasText: 'Offered' }).filter({ hasText: `to ${team.d.account}` })
      await expect(card.first()).toBeVisible()
    },
  },
  cause: {
    async 'terms.changed'(run) {
      if (run.rows > 1) {
        await form(run).getByRole('button', { name: 'Remove', exact: true }).last().click()
        run.rows = 1
      }
      run.rate = run.rate === '0.12' ? '0.1' : '0.12'
      await form(run).getByRole('spinbutton', { name: 'Rate (%)', exact: true }).fill(run.rate)
    },
    async 'terms.submitted'(run, { before, next }) {
      if (refusedNext(next, 'previewOffer')) await refusedTerms(run, before)
      await sendHeld(run.preview, () => form(run).getByTestId('offer-submit').click())
    },
    async 'simulate.requested'(run, { before, next }) {
      if (refusedNext(next, 'simulateOffer')) await refusedTerms(run, before)
      await form(run).getByTestId('offer-simulate-periods').selectOption('14')
      await sendHeld(run.simulate, () => form(run).getByTestId('offer-simulate').click())
    },
    'offer.confirmed': async (run) => sendHeld(run.offer, () => form(run).getByRole('button', { name: 'Send the offer', exact: true }).click()),
    'offer.cancelled': async (run) => form(run).getByRole('button', { name: 'Change the terms', exact: true }).click(),
    'lower.confirmed': async (run) => sendHeld(run.offer, () => inDialog(run, 'Confirm').click()),
    'lower.cancelled': async (run) => inDialog(run, 'Cancel').click(),
    async 'xstate.done.actor.previewOffer'(run, { event }) {
      const reply = event.output as { withinCeiling: boolean; wouldEnd: unknown[] }
      // What the preview meets is the chain as it is when the call arrives.
      if (!reply.withinCeiling) await ceiling(false)
      else {
        await downlineContract()
        await belowContract(reply.wouldEnd.length > 0)
      }
      await answered(run.preview, true)
    },
    'xstate.error.actor.previewOffer': async (run) => answered(run.preview, false),
    'xstate.done.actor.simulateOffer': async (run) => answered(run.simulate, true),
    'xstate.error.actor.simulateOffer': async (run) => answered(run.simulate, false),
    async 'xstate.done.actor.sendOffer'(run, { before }) {
      await ceiling(true)
      if (!ctx(before).terminateLower) await belowContract(false)
      await answered(run.offer, true)
    },
    async 'xstate.error.actor.sendOffer'(run, { event, before }) {
      // Meanwhile D gave E a contract above the offer (asked to agree), or agent01 lowered U's own below it.
      if ((event.error as { code: string }).code === 'CONFIRM_REQUIRED') {
        expect(ctx(before).terminateLower, 'an offer not yet agreed to end contracts').toBe(false)
        await belowContract(true)
      } else await ceiling(false)
      await answered(run.offer, false)
    },
  },
}

// The upline's card of an offer it gave ---------------------------------------------------------

interface CardRun {
  readonly page: Page
  readonly id: number
  readonly holds: ReadonlyArray<HeldCalls>
  /** The page's own reads, held once the answer is recorded: the card stays to be seen before the list drops it. */
  readonly reread: HeldCalls
}
interface GivenRun extends CardRun {
  readonly terminate: HeldCalls
  /** What the last end answered: a withdrawn offer, or an ended contract. */
  ended: Contract['status'] | null
}

const card = (run: CardRun) => run.page.getByTestId(`contract-${run.id}`)
const press = (run: CardRun, name: string) => card(run).getByRole('button', { name, exact: true }).click()
const clockInstalled = new WeakSet<Page>()

const givenJourney: Journey<GivenRun> = {
  name: 'contractOffer-given',
  paths: givenCardPaths,
  sights: (run) => givenCardSights(`contract-${run.id}`, team.names),
  // Once D answered or ended it elsewhere, the server refuses every end of it again.
  offered: (s, e) => ctx(s).failure?.code !== 'CONTRACT_STATE' || !['contract.updated', 'xstate.done.actor.terminateContract'].includes(e.type),
  async start(page) {
    // The page reads its list again every 30 s while an offer waits: the clock runs it at once.
    if (!clockInstalled.has(page)) {
      await page.clock.install()
      clockInstalled.add(page)
    }
    await ceiling(true)
    await belowContract(false)
    const given = await offer(team.u, team.d, OFFER_TIERS)
    await openSalaryPage(page, team.u)
    await expect(page.getByTestId(`contract-${given.id}`)).toBeVisible()
    const [terminate, list] = [await heldCalls(page, TERMINATE), await heldCalls(page, LIST)]
    return { page, id: given.id, terminate, reread: list, holds: [terminate, list], ended: null }
  },
  end: held,
  see: {
    'contractOffer.ended': async (run) => expect(card(run)).toContainText(run.ended === 'cancelled' ? 'Withdrawn' : 'Ended'),
  },
  cause: {
    'withdraw.requested': async (run) => sendHeld(run.terminate, () => press(run, 'Withdraw offer')),
    'terminate.requested': async (run) => press(run, 'End contract'),
    'terminate.confirmed': async (run) => sendHeld(run.terminate, () => press(run, 'Confirm')),
    'terminate.cancelled': async (run) => press(run, 'Cancel'),
    async 'contract.updated'(run) {
      // D accepts in its own tab; the page's next read of its list brings the offer active.
      value(await contractCall(team.d.page, 'MCS2_contractAccept', { contractId: run.id }), 'D accepts')
      await run.page.clock.fastForward(30_000)
    },
    async 'xstate.done.actor.terminateContract'(run, { before }) {
      run.ended = before.matches('withdrawing') ? 'cancelled' : 'terminated'
      run.reread.hold()
      await answered(run.terminate, true)
    },
    async 'xstate.error.actor.terminateContract'(run, { before }) {
      // Meanwhile D rejected the offer, or ended the contract, in its own tab.
      if (ctx(before).failure === null) {
        const call = before.matches('withdrawing') ? 'MCS2_contractReject' : 'MCS2_contractTerminate'
        value(await contractCall(team.d.page, call, { contractId: run.id }), `D: ${call}`)
      }
      await answered(run.terminate, false)
    },
  },
}

// The downline's card of an offer awaiting it ---------------------------------------------------

interface WaitingRun extends CardRun {
  readonly accept: HeldCalls
  readonly reject: HeldCalls
}

const waitingJourney: Journey<WaitingRun> = {
  name: 'contractOffer-accept',
  paths: waitingCardPaths,
  sights: (run) => waitingCardSights(`contract-${run.id}`, team.names),
  offered: (s, e) => {
    const f = ctx(s).failure?.code
    // Withdrawn meanwhile (how a rejection is refused): nothing more can be answered.
    if (f === 'CONTRACT_STATE') return false
    // Once U's own contract was lowered, D's contract to E ended with it: nothing is left to end.
    return !(f === 'CONTRACT_CEILING' && e.type === 'xstate.error.actor.acceptOffer' && (e.error as { code: string }).code === 'CONFIRM_REQUIRED')
  },
  async start(page) {
    await downlineContract()
    await belowContract(false)
    const waiting = await offer(team.u, team.d, OFFER_TIERS)
    await openSalaryPage(page, team.d)
    await expect(page.getByTestId(`contract-${waiting.id}`)).toBeVisible()
    const [accept, reject, consolidated] = [await heldCalls(page, ACCEPT), await heldCalls(page, REJECT), await heldCalls(page, CONSOLIDATED)]
    return { page, id: waiting.id, accept, reject, reread: consolidated, holds: [accept, reject, consolidated] }
  },
  end: held,
  cause: {
    'accept.requested': async (run) => sendHeld(run.accept, () => press(run, 'Accept')),
    'reject.requested': async (run) => sendHeld(run.reject, () => press(run, 'Reject')),
    'lower.confirmed': async (run) => sendHeld(run.accept, () => card(run).getByRole('alertdialog').getByRole('button', { name: 'Confirm', exact: true }).click()),
    'lower.cancelled': async (run) => card(run).getByRole('alertdialog').getByRole('button', { name: 'Cancel', exact: true }).click(),
    async 'xstate.done.actor.acceptOffer'(run) {
      // U's own contract back up if it was lowered (not D's: a new offer to D would replace this one).
      await ceiling(true)
      await answered(run.accept, true)
    },
    async 'xstate.error.actor.acceptOffer'(run, { event }) {
      // Meanwhile D gave E a contract above the offer, or agent01 lowered U's own contract below it.
      if ((event.error as { code: string }).code === 'CONFIRM_REQUIRED') await belowContract(true)
      else await ceiling(false)
      await answered(run.accept, false)
    },
    async 'xstate.done.actor.rejectOffer'(run) {
      run.reread.hold()
      await answered(run.reject, true)
    },
    async 'xstate.error.actor.rejectOffer'(run) {
      // Meanwhile U withdrew the offer in its own tab.
      value(await contractCall(team.u.page, 'MCS2_contractTerminate', { contractId: run.id }), 'U withdraws')
      await answered(run.reject, false)
    },
  },
}

await describeJourney(formJourney)
await describeJourney(givenJourney)
await describeJourney(waitingJourney)
const journeys = [formJourney, givenJourney, waitingJourney] as unknown as ReadonlyArray<Journey<unknown>>

// As in jsdom: every state and transition is one a screen of the page causes.
test('the three screens\' journeys together reach every state and transition of contractOffer', async () => {
  const together = emptyCoverage()
  for (const journey of journeys) for (const path of await journeyPaths(journey)) await replayPath(journey.paths, path, together)
  const all = inventory(contractOfferMachine)
  expect(all.states.filter((s) => !together.states.has(s)), 'states no journey reached').toEqual([])
  expect(all.transitions.filter((t) => !together.transitions.has(t)), 'transitions no journey took').toEqual([])
})
