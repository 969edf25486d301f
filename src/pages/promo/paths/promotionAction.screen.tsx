import { expect, vi } from 'vitest'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate'
import { type PromotionView } from '@/shared/api'
import { failureText, i18n } from '@/shared/i18n'
import { TestSystem, bootedApp, heldServer, statusFixture, testModals, type HeldServer, type ScreenModel, signInClient, signOutClient } from '@/shared/testing'
import { SystemProvider, rememberSystemInfo } from '@/entities/system'
import { readStoredSession, sessionLogic } from '@/entities/session'
import { balanceLogic } from '@/entities/wallet'
import type { PathModel } from '@machines/testing/pathCoverage.ts'
import { promotionActionModel } from '@machines/testing/models/promotionAction.model.ts'
import type { promotionActionMachine, PromotionActionContext } from '@machines/promotionAction.machine.ts'
import { PromotionsPage } from '../ui/PromotionsPage.tsx'

/**
 * A promotion's action (machines/promotionAction.machine.ts) on /promotions: a raffle to take a
 * ticket in (1) and a promotion to join (2). A member's call waits for the path's step, its
 * button pending while the other promotion's still answers (and is ignored); a success says what
 * happened beside its promotion, reads the list and the balance again, and goes after a few
 * seconds (fake clock); a refusal stays beside its promotion in the player's language. A
 * visitor's press opens the login instead (the second screen): together they reach the machine.
 */
const LIST = '/wps/relay/MCS2_promotionList'
const TICKET = '/wps/relay/MCS2_claimRafflePromotion'
const JOIN = '/wps/relay/MCS2_rewardJoin'
const BALANCE = '/wps/v2/wallets/balance'
const SERVER_ENGLISH = 'Server English'
const refusal = { code: 'NOT_CLAIMABLE', message: SERVER_ENGLISH }

type Machine = typeof promotionActionMachine

interface PromoRun {
  readonly server: HeldServer
  /** Calls to the list and the balance when the action was answered: a success reads both again. */
  listCalls: number
  balanceCalls: number
}

const text = (en: string) => ({ ty: en, en, cn: en, th: en, vi: en })
const raffle: PromotionView = {
  id: 1, kind: 'raffle', title: text('Weekly raffle'), banner: null, body: null, startsAt: null, endsAt: null, minVipLevel: 0, reward: 10_000, rateBp: null, gameType: null,
  status: 'claim', amount: null, reason: null, eligible: true,
  raffle: { winners: 3, entrants: 4, serverSeedHash: 'ab'.repeat(32), drawnAt: null, serverSeed: null, tickets: null, winningTickets: null, myTicket: null },
}
const welcome: PromotionView = { ...raffle, id: 2, kind: 'promotion', title: text('Welcome bonus'), reward: 5_000, status: 'join', raffle: null }
const kinds: Record<number, 'ticket' | 'join'> = { 1: 'ticket', 2: 'join' }
const callOf = (id: number) => (id === 1 ? TICKET : JOIN)

const user = () => userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) })
const ctx = (s: AnyMachineSnapshot) => s.context as PromotionActionContext
const idOf = (s: AnyMachineSnapshot) => ctx(s).request?.promotionId ?? 1
const actionButton = (id: number) => screen.getByTestId(`promo-action-${id}`)
const pending = (id: number) => actionButton(id).hasAttribute('data-pending')
const press = (id: number) => user().click(actionButton(id))

function renderPage() {
  const status = statusFixture()
  rememberSystemInfo(status)
  const logic = bootedApp(status).provide({ actors: { balance: balanceLogic, session: sessionLogic } })
  render(
    <MemoryRouter initialEntries={['/promotions']}>
      <TestSystem logic={logic} input={{ session: readStoredSession() }}>
        <SystemProvider status={status} imageCdn="/img">
          <PromotionsPage />
        </SystemProvider>
      </TestSystem>
    </MemoryRouter>,
  )
}

/** Nothing said beside either promotion. */
const nothingSaid = () => {
  for (const id of [1, 2]) {
    expect(screen.queryByTestId(`promo-done-${id}`)).toBeNull()
    expect(screen.queryByTestId(`promo-error-${id}`)).toBeNull()
  }
}

const memberPaths: PathModel<Machine> = {
  ...promotionActionModel,
  events: [
    { type: 'action.requested', request: { promotionId: 1, action: { kind: 'ticket', promotionId: 1 }, loggedIn: true } },
    { type: 'action.requested', request: { promotionId: 2, action: { kind: 'join', promotionId: 2 }, loggedIn: true } },
    ...promotionActionModel.events.filter((e) => e.type !== 'action.requested'),
  ],
}

export const memberScreen: ScreenModel<Machine, PromoRun> = {
  name: 'promotionAction-member',
  paths: memberPaths,
  async start() {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    signInClient()
    const server = heldServer({ [LIST]: { value: { list: [raffle, welcome] } }, [BALANCE]: { value: { sumBalance: 0 } } }, [TICKET, JOIN])
    renderPage()
    await screen.findByTestId('promo-action-2')
    return { server, listCalls: 0, balanceCalls: 0 }
  },
  stop() {
    vi.useRealTimers()
    signOutClient()
  },
  elsewhere: {
    'promotionAction --action.requested#0--> (self)': 'a member\'s press acts; only a visitor\'s opens the login (promotionAction-visitor)',
  },
  see: {
    'promotionAction.idle': () => {
      nothingSaid()
      for (const id of [1, 2]) expect(pending(id)).toBe(false)
      expect(testModals().names()).not.toContain('login')
    },
    'promotionAction.acting': ({ server }, s, event) => {
      const id = idOf(s)
      expect(pending(id), `the action of promotion ${id} is pending`).toBe(true)
      expect(pending(3 - id)).toBe(false)
      // One call at a time: the other promotion's press sent nothing.
      expect(server.calls(callOf(id))).toBeGreaterThan(0)
      if (event.type === 'action.requested' && (event.request as { promotionId: number }).promotionId !== id) expect(server.calls(callOf(3 - id))).toBe(0)
      nothingSaid()
    },
    'promotionAction.done': (run, s) => {
      const id = idOf(s)
      expect(screen.getByTestId(`promo-done-${id}`)).toHaveTextContent(i18n.t(`promo.done.${kinds[id]}`))
      expect(pending(id)).toBe(false)
      // The list and the header balance are read again.
      expect(run.server.calls(LIST)).toBeGreaterThan(run.listCalls)
      expect(run.server.calls(BALANCE)).toBeGreaterThan(run.balanceCalls)
    },
    'promotionAction.failed': (_run, s) => {
      const id = idOf(s)
      const error = screen.getByTestId(`promo-error-${id}`)
      expect(error).toHaveTextContent(failureText(refusal, id === 1 ? 'claimRaffle' : 'rewardJoin'))
      expect(error).not.toHaveTextContent(SERVER_ENGLISH)
      expect(pending(id)).toBe(false)
      expect(screen.queryByTestId(`promo-done-${id}`)).toBeNull()
    },
  },
  cause: {
    async 'action.requested'({ server }, event: AnyEventObject, before) {
      const id = (event.request as { promotionId: number }).promotionId
      const calls = server.calls(callOf(id))
      await press(id)
      if (before.matches('acting')) {
        // Ignored while the other call runs.
        await act(async () => { await vi.advanceTimersByTimeAsync(0) })
        expect(server.calls(callOf(id))).toBe(calls)
        return
      }
      await waitFor(() => expect(server.calls(callOf(id))).toBe(calls + 1))
    },
    async 'xstate.done.actor.act'(run, _event, before) {
      const id = idOf(before)
      run.listCalls = run.server.calls(LIST)
      run.balanceCalls = run.server.calls(BALANCE)
      await run.server.reply(callOf(id), id === 1
        ? { value: { promotionId: 1, ticket: 41, status: 'joined', entrants: 5 } }
        : { value: { source: 'promotion', id: 2, title: welcome.title, amount: 5_000, status: 'applying', reason: null, startsAt: null, endsAt: null, periodKey: 'once' } })
    },
    'xstate.error.actor.act': ({ server }, _event, before) => server.reply(callOf(idOf(before)), { fail: refusal, status: 409 }),
    'xstate.after.doneShown.promotionAction.done': () => act(async () => { await vi.advanceTimersByTimeAsync(4000) }),
  },
}

const reachedByMember = (keys: string[]) => Object.fromEntries(keys.map((k) => [k, 'a visitor\'s press opens the login and calls nothing: the member screen acts (promotionAction-member)']))

export const visitorScreen: ScreenModel<Machine, { readonly server: HeldServer }> = {
  name: 'promotionAction-visitor',
  paths: { ...promotionActionModel, events: promotionActionModel.events.filter((e) => e.type === 'action.requested' && !(e.request as { loggedIn: boolean }).loggedIn) },
  async start() {
    const server = heldServer({ [LIST]: { value: { list: [raffle, welcome] } } }, [TICKET, JOIN])
    renderPage()
    await screen.findByTestId('promo-visitor')
    await screen.findByTestId('promo-action-2')
    return { server }
  },
  stop: () => sessionStorage.clear(),
  elsewhere: reachedByMember([
    'promotionAction.acting', 'promotionAction.done', 'promotionAction.failed',
    'promotionAction --action.requested#1--> promotionAction.acting',
    'promotionAction.acting --action.requested#0--> (self)',
    'promotionAction.acting --xstate.done.actor.act#0--> promotionAction.done',
    'promotionAction.acting --xstate.error.actor.act#0--> promotionAction.failed',
    'promotionAction.done --xstate.after.doneShown.promotionAction.done#0--> promotionAction.idle',
  ]),
  see: {
    'promotionAction.idle': ({ server }, _s, event) => {
      nothingSaid()
      expect(within(screen.getByTestId('promo-visitor')).getByRole('button', { name: i18n.t('promo.visitor.login') })).toBeInTheDocument()
      if (event.type === 'action.requested') expect(testModals().names()).toContain('login')
      expect(server.calls(TICKET) + server.calls(JOIN)).toBe(0)
    },
  },
  cause: {
    'action.requested': async (_run, event) => {
      testModals().closeAll()
      await userEvent.click(actionButton((event.request as { promotionId: number }).promotionId))
    },
  },
}
