import { createHash, createHmac } from 'node:crypto'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import {pickWinners, raffleMessage, unitOf, type PromotionView } from '@/shared/api'
import { initI18n, loadTexts } from '@/shared/i18n'
import { TestSystem, bootedApp, mockFetch, statusFixture, type MockRoutes, signInClient, signOutClient } from '@/shared/testing'
import { SystemProvider, rememberSystemInfo } from '@/entities/system'
import { readStoredSession, sessionLogic } from '@/entities/session'
import { balanceLogic } from '@/entities/wallet'
import { PromoDetailPage } from './PromoDetailPage.tsx'

beforeAll(async () => {
  await initI18n('en')
  await loadTexts('promo')
})
beforeEach(() => {
  vi.stubGlobal('scrollTo', vi.fn())
  signInClient()
})
afterEach(() => {
  signOutClient()
  vi.unstubAllGlobals()
})

const text = (en: string) => ({ ty: en, en, cn: en, th: en, vi: en })
const SEED = 'c0ffee'.repeat(10)
const TICKETS = [11, 12, 15, 19, 23]
/** The winners the seed picks, as the server draws them. */
const drawn = (seed: string) => pickWinners(TICKETS, [0, 1].map((i) => unitOf(createHmac('sha256', seed).update(raffleMessage(7, i)).digest())))
const raffle = (over: Partial<NonNullable<PromotionView['raffle']>> = {}): PromotionView => ({
  id: 7, kind: 'raffle', title: text('Weekly raffle'), banner: null, body: text('<p>Three <strong>winners</strong></p><script>window.hacked = 1</script><img src="x" onerror="window.hacked = 2">'),
  startsAt: null, endsAt: Date.UTC(2026, 11, 4), minVipLevel: 0, reward: 10_000, rateBp: null, gameType: null, status: 'close', amount: 10_000, reason: null, eligible: true,
  raffle: {
    winners: 2, entrants: TICKETS.length, serverSeedHash: createHash('sha256').update(SEED).digest('hex'), drawnAt: Date.UTC(2026, 11, 4, 1), serverSeed: SEED,
    tickets: TICKETS, winningTickets: drawn(SEED), myTicket: 12, ...over,
  },
})

function renderPage(routes: MockRoutes, entry = '/promoDetail?id=7') {
  const fetch = mockFetch({ '/wps/v2/wallets/balance': { value: { sumBalance: 0 } }, ...routes })
  const status = statusFixture()
  rememberSystemInfo(status)
  const logic = bootedApp(status).provide({ actors: { balance: balanceLogic, session: sessionLogic } })
  render(
    <MemoryRouter initialEntries={[entry]}>
      <TestSystem logic={logic} input={{ session: readStoredSession() }}>
        <SystemProvider status={status} imageCdn="/img">
          <PromoDetailPage />
        </SystemProvider>
      </TestSystem>
    </MemoryRouter>,
  )
  return fetch
}

describe('promotion details', () => {
  it('shows the body sanitised, and a drawn raffle that checks out in the browser', async () => {
    const fetch = renderPage({ '/wps/relay/MCS2_promotionDetail': { value: raffle() } })
    const article = await screen.findByTestId('promo-detail-7')
    expect(within(article).getByRole('heading', { name: 'Weekly raffle' })).toBeInTheDocument()
    await waitFor(() => expect(article.querySelector('.tl-promo__html strong')).toHaveTextContent('winners'))
    expect(article.querySelector('.tl-promo__html script')).toBeNull()
    expect(article.querySelector('.tl-promo__html img')?.getAttribute('onerror')).toBeNull()
    expect(JSON.parse(String((fetch.mock.calls.find(([u]) => String(u).endsWith('MCS2_promotionDetail'))![1] as RequestInit).body))).toEqual({ promotionId: 7 })
    expect(screen.getByTestId('raffle-my-ticket')).toHaveTextContent('#12')
    expect(screen.getByTestId('raffle-seed')).toHaveTextContent(SEED)
    expect(screen.getByTestId('raffle-outcome')).toHaveTextContent(drawn(SEED).includes(12) ? 'Your ticket won' : 'did not win')
    await userEvent.click(screen.getByTestId('raffle-verify'))
    expect(await screen.findByTestId('raffle-check')).toHaveTextContent('Checked: the seed matches its hash')
  })

  it('says so when the winners shown are not the ones the seed picks', async () => {
    const wrong = [...TICKETS].filter((t) => !drawn(SEED).includes(t)).slice(0, 2)
    renderPage({ '/wps/relay/MCS2_promotionDetail': { value: raffle({ winningTickets: wrong }) } })
    await userEvent.click(await screen.findByTestId('raffle-verify'))
    expect(await screen.findByTestId('raffle-check')).toHaveTextContent('The seed does not pick these winning tickets.')
  })

  it('shows an open raffle\'s published hash and no seed', async () => {
    renderPage({ '/wps/relay/MCS2_promotionDetail': { value: raffle({ serverSeed: null, tickets: null, winningTickets: null, drawnAt: null, myTicket: null }) } })
    expect(await screen.findByTestId('raffle-hash')).toHaveTextContent(/^[0-9a-f]{64}$/)
    expect(screen.queryByTestId('raffle-seed')).not.toBeInTheDocument()
    expect(screen.getByTestId('raffle-my-ticket')).toHaveTextContent('None yet')
  })

  it('says a promotion the server does not know is not on offer', async () => {
    renderPage({ '/wps/relay/MCS2_promotionDetail': { fail: { code: 'NOT_FOUND', message: 'No such promotion.' }, status: 404 } }, '/promoDetail?id=99')
    expect(await screen.findByTestId('promo-missing')).toHaveTextContent('This promotion is not on offer.')
  })

  it.each(['/promoDetail', '/promoDetail?id=abc'])('%s: asks for a promotion from the list, without a call', async (entry) => {
    const fetch = renderPage({}, entry)
    expect(await screen.findByTestId('promo-none')).toHaveTextContent('No promotion was chosen: open one from all promotions.')
    expect(screen.getByRole('link', { name: 'All promotions' })).toHaveAttribute('href', '/promotions')
    expect(fetch.mock.calls.some(([u]) => String(u).endsWith('MCS2_promotionDetail'))).toBe(false)
  })
})
