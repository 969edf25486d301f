import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { type PromotionView } from '@/shared/api'
import { initI18n, loadTexts } from '@/shared/i18n'
import { TestSystem, bootedApp, mockFetch, statusFixture, testModals, type MockRoutes, signInClient, signOutClient } from '@/shared/testing'
import { SystemProvider, rememberSystemInfo } from '@/entities/system'
import { readStoredSession, sessionLogic } from '@/entities/session'
import { balanceLogic } from '@/entities/wallet'
import { PromotionsPage } from './PromotionsPage.tsx'

beforeAll(async () => {
  await initI18n('en')
  // As the route reads them with the page's chunk (app/router/routes.tsx).
  await loadTexts('promo')
})
const signIn = () => {
  signInClient()
}
beforeEach(() => {
  vi.stubGlobal('scrollTo', vi.fn())
})
afterEach(() => {
  signOutClient()
  vi.unstubAllGlobals()
})

const text = (en: string) => ({ ty: en, en, cn: en, th: en, vi: en })
const promotion = (over: Partial<PromotionView>): PromotionView => ({
  id: 1, kind: 'promotion', title: text('Welcome bonus'), banner: null, body: null, startsAt: null, endsAt: null, minVipLevel: 0,
  reward: 5_000, rateBp: null, gameType: null, status: 'join', amount: null, reason: null, eligible: null, raffle: null, ...over,
})
const raffle = (over: Partial<PromotionView> = {}) => promotion({
  id: 3, kind: 'raffle', title: text('Weekly raffle'), reward: 10_000, status: 'claim', startsAt: Date.UTC(2026, 11, 1), endsAt: Date.UTC(2026, 11, 31),
  raffle: { winners: 3, entrants: 4, serverSeedHash: 'ab'.repeat(32), drawnAt: null, serverSeed: null, tickets: null, winningTickets: null, myTicket: null }, ...over,
})
const calls = (fetch: ReturnType<typeof mockFetch>, path: string) => fetch.mock.calls.filter(([url]) => String(url).endsWith(path))

function renderPage(routes: MockRoutes) {
  const fetch = mockFetch({ '/wps/v2/wallets/balance': { value: { sumBalance: 0 } }, ...routes })
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
  return fetch
}

describe('promotions page', () => {
  it('shows a visitor every promotion with its period, eligibility and reward, and an action opens the login', async () => {
    const fetch = renderPage({
      '/wps/relay/MCS2_promotionList': { value: { list: [promotion({}), promotion({ id: 2, kind: 'rebate', title: text('Daily rebate'), reward: null, rateBp: 50 }), raffle({ minVipLevel: 2 })] } },
    })
    const card = await screen.findByTestId('promo-3')
    expect(within(card).getByRole('heading', { name: 'Weekly raffle' })).toBeInTheDocument()
    expect(card).toHaveTextContent('2026-12-01 08:00 to 2026-12-31 08:00 (GMT+8)')
    expect(card).toHaveTextContent('VIP level 2 and above')
    expect(card).toHaveTextContent('100.00')
    expect(within(card).getByTestId('promo-status-3')).toHaveTextContent('Ready to claim')
    expect(screen.getByTestId('promo-2')).toHaveTextContent('0.5% of yesterday\'s settled stakes')
    expect(screen.getByTestId('promo-visitor')).toBeInTheDocument()
    expect(within(card).getByRole('link', { name: 'Details: Weekly raffle' })).toHaveAttribute('href', '/promoDetail?id=3')
    await userEvent.click(within(card).getByRole('button', { name: 'Take a ticket: Weekly raffle' }))
    await waitFor(() => expect(testModals().names()).toContain('login'))
    expect(calls(fetch, '/wps/relay/MCS2_claimRafflePromotion')).toHaveLength(0)
  })

  it('joins a promotion through the reward centre and takes a raffle ticket, then reads the list again', async () => {
    signIn()
    const state = { joined: false, ticket: false }
    const fetch = renderPage({
      '/wps/relay/MCS2_promotionList': () => ({ value: { list: [
        promotion({ status: state.joined ? 'applying' : 'join', eligible: true, amount: 5_000 }),
        raffle({ status: state.ticket ? 'joined' : 'claim', eligible: true }),
      ] } }),
      '/wps/relay/MCS2_rewardJoin': () => {
        state.joined = true
        return { value: { source: 'promotion', id: 1, title: text('Welcome bonus'), amount: 5_000, status: 'applying', reason: null, startsAt: null, endsAt: null, periodKey: 'once' } }
      },
      '/wps/relay/MCS2_claimRafflePromotion': () => {
        state.ticket = true
        return { value: { promotionId: 3, ticket: 41, status: 'joined', entrants: 5 } }
      },
    })
    await userEvent.click(await screen.findByRole('button', { name: 'Join: Welcome bonus' }))
    expect(await screen.findByTestId('promo-done-1')).toHaveTextContent('the operator reviews your application')
    await waitFor(() => expect(screen.getByTestId('promo-status-1')).toHaveTextContent('Applying'))
    expect(JSON.parse(String((calls(fetch, '/wps/relay/MCS2_rewardJoin')[0]![1] as RequestInit).body))).toEqual({ promotionId: 1 })
    await userEvent.click(screen.getByRole('button', { name: 'Take a ticket: Weekly raffle' }))
    expect(await screen.findByTestId('promo-done-3')).toHaveTextContent('Your ticket is in the draw.')
    await waitFor(() => expect(screen.getByTestId('promo-status-3')).toHaveTextContent('Joined'))
    expect(screen.queryByRole('button', { name: 'Take a ticket: Weekly raffle' })).not.toBeInTheDocument()
  })

  it('says why a ticket was refused, in the player\'s language, and keeps the list', async () => {
    signIn()
    renderPage({
      '/wps/relay/MCS2_promotionList': { value: { list: [raffle({ eligible: true })] } },
      '/wps/relay/MCS2_claimRafflePromotion': { fail: { code: 'NOT_CLAIMABLE', message: 'This raffle is not open.' }, status: 409 },
    })
    await userEvent.click(await screen.findByRole('button', { name: 'Take a ticket: Weekly raffle' }))
    const error = await screen.findByTestId('promo-error-3')
    expect(error).toHaveTextContent('This raffle takes no tickets now: it has not started, it is closed, or it asks for a higher VIP level.')
    expect(screen.getByTestId('promo-3')).toBeInTheDocument()
  })

  it('offers no action to a member below the VIP level, and says so', async () => {
    signIn()
    renderPage({ '/wps/relay/MCS2_promotionList': { value: { list: [raffle({ eligible: false, minVipLevel: 3 })] } } })
    const card = await screen.findByTestId('promo-3')
    expect(card).toHaveTextContent('This one is for VIP level 3 and above.')
    expect(within(card).queryByRole('button')).not.toBeInTheDocument()
  })
})
