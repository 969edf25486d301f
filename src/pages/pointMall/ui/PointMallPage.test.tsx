import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { configureClient, type PointReward, type Redemption } from '@/shared/api'
import { initI18n, loadTexts } from '@/shared/i18n'
import { TestSystem, bootedApp, mockFetch, statusFixture, testModals, type MockRoutes, signInClient, signOutClient } from '@/shared/testing'
import { SystemProvider, rememberSystemInfo } from '@/entities/system'
import { readStoredSession, sessionLogic } from '@/entities/session'
import { balanceLogic } from '@/entities/wallet'
import { PointMallPage } from './PointMallPage.tsx'

beforeAll(async () => {
  await initI18n('en')
  // As the route reads them with the page's chunk (app/router/routes.tsx).
  await loadTexts('points', 'member')
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

const name = (en: string) => ({ ty: en, en, cn: en, th: en, vi: en })
const reward = (over: Partial<PointReward>): PointReward => ({
  id: 1, kind: 'credit', name: name('Bonus 10'), image: '', requirement: { points: 100, amount: 0 }, creditAmount: 1_000,
  availableQuantity: null, redeemLimit: null, redeemedQuantity: 0, ...over,
})
const redemption = (over: Partial<Redemption>): Redemption => ({
  id: '1', requestId: 'pr-1', rewardId: 1, kind: 'credit', name: name('Bonus 10'), quantity: 1, points: 100, creditAmount: 1_000,
  status: 'approved', reason: null, createdAt: Date.UTC(2026, 10, 20, 4, 0), decidedAt: Date.UTC(2026, 10, 20, 4, 0), ...over,
})
const calls = (fetch: ReturnType<typeof mockFetch>, path: string) => fetch.mock.calls.filter(([url]) => String(url).endsWith(path))
const bodies = (fetch: ReturnType<typeof mockFetch>, path: string) => calls(fetch, path).map(([, init]) => JSON.parse(String((init as RequestInit).body)) as Record<string, unknown>)
/** What a sealed call carried: the test's sealer (below) wraps the JSON as it is, so the test reads what the app sealed. */
const sealed = (fetch: ReturnType<typeof mockFetch>, path: string) => bodies(fetch, path).map((b) => JSON.parse(String(b.payload)) as Record<string, unknown>)

/** The member's mall: 450 points, a wallet credit, a physical item sold out, one with a bet requirement. */
function mallRoutes(state: { points: number; money: number }, extra: MockRoutes = {}): MockRoutes {
  return {
    '/wps/v2/wallets/balance': () => ({ value: { sumBalance: state.money } }),
    '/wps/relay/MCS2_getPointBalance': () => ({ value: { balance: state.points } }),
    '/wps/relay/MCS2_getPointReward': () => ({
      value: {
        balance: state.points,
        validBet: 50_000,
        list: [
          reward({}),
          reward({ id: 2, kind: 'item', name: name('Team jersey'), creditAmount: null, requirement: { points: 400, amount: 0 }, availableQuantity: 3, redeemLimit: 1 }),
          reward({ id: 3, kind: 'item', name: name('Phone'), creditAmount: null, requirement: { points: 5_000, amount: 0 }, availableQuantity: 0 }),
          reward({ id: 4, name: name('Bonus 500'), creditAmount: 50_000, requirement: { points: 200, amount: 80_000 } }),
        ],
      },
    }),
    '/wps/relay/MCS2_getPointConfig': { value: { ratio: { points: 100, amount: 1_000 }, minimum: 200, rates: [{ gameType: 'RNG', pointsPer100: 1 }], multiplierPct: 120 } },
    '/wps/member/payment-password': { value: { set: true } },
    ...extra,
  }
}

function renderMall() {
  const status = statusFixture()
  rememberSystemInfo(status)
  // The app seals passwordCheck calls with the status reply's key; here a readable seal.
  configureClient({ encryptBody: async (body) => ({ payload: JSON.stringify(body) }) })
  const logic = bootedApp(status).provide({ actors: { balance: balanceLogic, session: sessionLogic } })
  return render(
    <MemoryRouter initialEntries={['/pointMall']}>
      <TestSystem logic={logic} input={{ session: readStoredSession() }}>
        <SystemProvider status={status} imageCdn="/img">
          <PointMallPage />
        </SystemProvider>
      </TestSystem>
    </MemoryRouter>,
  )
}

describe('point mall', () => {
  it('offers a visitor the login, and asks nothing with a token', async () => {
    const fetch = mockFetch({})
    renderMall()
    await userEvent.click(await screen.findByTestId('mall-login'))
    await waitFor(() => expect(testModals().names()).toContain('login'))
    expect(calls(fetch, '/wps/relay/MCS2_getPointReward')).toHaveLength(0)
  })

  it('shows the balance and the catalogue with requirements, stock and limits, and why a reward is closed', async () => {
    signIn()
    mockFetch(mallRoutes({ points: 450, money: 1_000 }))
    renderMall()
    await waitFor(() => expect(screen.getByTestId('mall-balance')).toHaveTextContent('450'))
    expect(await screen.findByTestId('mall-multiplier')).toHaveTextContent('×1.2')
    const jersey = await screen.findByTestId('reward-2')
    expect(within(jersey).getByRole('heading', { name: 'Team jersey' })).toBeInTheDocument()
    expect(jersey).toHaveTextContent('Physical reward')
    expect(within(jersey).getByTestId('reward-2-points')).toHaveTextContent('400')
    expect(within(jersey).getByTestId('reward-2-stock')).toHaveTextContent('3')
    expect(jersey).toHaveTextContent('0 of 1 redeemed')
    expect(within(jersey).getByRole('button', { name: 'Redeem Team jersey' })).toBeEnabled()
    expect(screen.getByTestId('reward-3-why')).toHaveTextContent('Sold out.')
    expect(screen.getByRole('button', { name: 'Redeem Phone' })).toBeDisabled()
    // 800.00 of valid bets asked, 500.00 made: 300.00 to go.
    expect(screen.getByTestId('reward-4-why')).toHaveTextContent('300.00')
    expect(screen.getByRole('button', { name: 'Redeem Bonus 500' })).toBeDisabled()
  })

  it('redeems with the payment password through passwordCheck, then reads the points, the catalogue and the header balance again', async () => {
    signIn()
    const state = { points: 450, money: 1_000 }
    const fetch = mockFetch(mallRoutes(state, {
      '/wps/relay/passwordCheck/MCS2_redeemPointReward': () => {
        state.points = 350
        state.money = 2_000
        return { value: { redemption: redemption({}), balance: 350 } }
      },
    }))
    renderMall()
    await userEvent.click(await screen.findByRole('button', { name: 'Redeem Bonus 10' }))
    const dialog = await screen.findByTestId('redeem-dialog')
    const balanceCalls = calls(fetch, '/wps/v2/wallets/balance').length
    const rewardCalls = calls(fetch, '/wps/relay/MCS2_getPointReward').length
    await userEvent.type(await within(dialog).findByTestId('redeem-password'), '123456')
    await userEvent.click(within(dialog).getByTestId('redeem-submit'))
    expect(await within(dialog).findByTestId('redeem-done')).toHaveTextContent('10.00 was credited to your wallet for 100 points')
    const [sent] = sealed(fetch, '/wps/relay/passwordCheck/MCS2_redeemPointReward')
    expect(sent).toMatchObject({ rewardId: 1, quantity: 1, paymentPassword: '123456' })
    expect(String(sent?.requestId)).toMatch(/^pr-[0-9a-f]{24}$/)
    await waitFor(() => expect(screen.getByTestId('mall-balance')).toHaveTextContent('350'))
    await waitFor(() => expect(calls(fetch, '/wps/relay/MCS2_getPointReward').length).toBeGreaterThan(rewardCalls))
    await waitFor(() => expect(calls(fetch, '/wps/v2/wallets/balance').length).toBeGreaterThan(balanceCalls))
  })

  it('asks the member to confirm a physical reward, and shows a failure code in the member\'s words', async () => {
    signIn()
    const fetch = mockFetch(mallRoutes({ points: 450, money: 1_000 }, {
      '/wps/relay/passwordCheck/MCS2_redeemPointReward': { fail: { code: 'PAYMENT_PASSWORD_INVALID', message: 'wrong (server text)' } },
    }))
    renderMall()
    await userEvent.click(await screen.findByRole('button', { name: 'Redeem Team jersey' }))
    const dialog = await screen.findByTestId('redeem-dialog')
    await userEvent.type(within(dialog).getByTestId('redeem-password'), '654321')
    await userEvent.click(within(dialog).getByTestId('redeem-submit'))
    expect(await within(dialog).findByText('Please confirm before you redeem a physical reward.')).toBeInTheDocument()
    expect(calls(fetch, '/wps/relay/passwordCheck/MCS2_redeemPointReward')).toHaveLength(0)
    await userEvent.click(within(dialog).getByTestId('redeem-confirm'))
    await userEvent.type(within(dialog).getByTestId('redeem-password'), '654321')
    await userEvent.click(within(dialog).getByTestId('redeem-submit'))
    expect(await within(dialog).findByTestId('redeem-failed')).toHaveTextContent('The payment password is not correct.')
    expect(within(dialog).queryByTestId('redeem-retry')).toBeNull()
  })

  it('offers to set the payment password first, apart from the redeem form, when none is set', async () => {
    signIn()
    mockFetch(mallRoutes({ points: 450, money: 1_000 }, { '/wps/member/payment-password': { value: { set: false } } }))
    renderMall()
    await userEvent.click(await screen.findByRole('button', { name: 'Redeem Bonus 10' }))
    const dialog = await screen.findByTestId('redeem-dialog')
    expect(await within(dialog).findByTestId('redeem-password-setup')).toHaveTextContent('Set a payment password first')
    expect(within(dialog).queryByTestId('redeem-form')).toBeNull()
    expect(within(dialog).getByTestId('payment-password')).toBeInTheDocument()
  })

  it('previews what converts and what stays at the configured ratio, converts, and refreshes', async () => {
    signIn()
    const state = { points: 450, money: 1_000 }
    const fetch = mockFetch(mallRoutes(state, {
      '/wps/relay/passwordCheck/MCS2_convertPoint': () => {
        state.points = 150
        state.money = 4_000
        return { value: { changedPoints: 300, amount: 3_000, remainder: 50, balance: 150 } }
      },
    }))
    renderMall()
    await userEvent.click(await screen.findByRole('tab', { name: 'Convert points' }))
    expect(await screen.findByTestId('convert-ratio')).toHaveTextContent('100 points = 10.00')
    const points = screen.getByTestId('convert-points')
    await userEvent.type(points, '150')
    expect(screen.getByTestId('convert-preview-problem')).toHaveTextContent('Convert at least 200 points.')
    await userEvent.clear(points)
    await userEvent.type(points, '350')
    expect(screen.getByTestId('convert-preview-converts')).toHaveTextContent('300 points → 30.00')
    expect(screen.getByTestId('convert-preview-stays')).toHaveTextContent('50')
    expect(screen.getByTestId('convert-preview-after')).toHaveTextContent('150')
    expect(screen.queryByTestId('convert-preview-problem')).toBeNull()
    const balanceCalls = calls(fetch, '/wps/v2/wallets/balance').length
    await userEvent.type(screen.getByTestId('convert-password'), '123456')
    await userEvent.click(screen.getByTestId('convert-submit'))
    expect(await screen.findByTestId('convert-done')).toHaveTextContent('Converted 300 points into 30.00; 50 points stayed as points.')
    expect(sealed(fetch, '/wps/relay/passwordCheck/MCS2_convertPoint')[0]).toMatchObject({ points: 350, paymentPassword: '123456' })
    await waitFor(() => expect(screen.getByTestId('mall-balance')).toHaveTextContent('150'))
    await waitFor(() => expect(calls(fetch, '/wps/v2/wallets/balance').length).toBeGreaterThan(balanceCalls))
  })

  it('shows the redeem history with each status, the reason of a rejection, and filters by status', async () => {
    signIn()
    const fetch = mockFetch(mallRoutes({ points: 450, money: 1_000 }, {
      '/wps/relay/MCS2_getRedeemPointList': () => ({
        value: {
          list: [
            redemption({ id: '3', kind: 'item', name: name('Team jersey'), creditAmount: null, points: 400, status: 'process', decidedAt: null }),
            redemption({ id: '2', kind: 'item', name: name('Phone'), creditAmount: null, points: 5_000, status: 'rejected', reason: 'Out of region' }),
            redemption({ id: '1' }),
          ],
          total: 3, page: 1, pageSize: 10,
        },
      }),
    }))
    renderMall()
    await userEvent.click(await screen.findByRole('tab', { name: 'Redeem history' }))
    expect(await screen.findByTestId('redemption-3-status')).toHaveTextContent('In process')
    expect(screen.getByTestId('redemption-2-status')).toHaveTextContent('Rejected · Out of region')
    expect(screen.getByTestId('redemption-1-status')).toHaveTextContent('Approved')
    expect(screen.getAllByTestId('history-table-row')[2]).toHaveTextContent('2026-11-20 12:00:00')
    await userEvent.selectOptions(screen.getByTestId('history-status'), 'rejected')
    await waitFor(() => expect(bodies(fetch, '/wps/relay/MCS2_getRedeemPointList').at(-1)).toMatchObject({ status: 'rejected', page: 1 }))
  })

  it('lists the point transactions of the chosen days, signed, with what each was for', async () => {
    signIn()
    const fetch = mockFetch(mallRoutes({ points: 450, money: 1_000 }, {
      '/wps/relay/ODSFE2_MemTransDet': () => ({
        value: {
          list: [
            { id: 'e2', time: Date.UTC(2026, 10, 21, 1, 0), kind: 'convert', changedPoints: -300, balance: 150, detail: { amount: 3_000, remainder: 50, ratio: '100:1000' } },
            { id: 'e1', time: Date.UTC(2026, 10, 20, 1, 0), kind: 'earn', changedPoints: 450, balance: 450, detail: { bets: 12, validBet: 45_000 } },
          ],
          total: 2, page: 1, pageSize: 10,
        },
      }),
    }))
    renderMall()
    await userEvent.click(await screen.findByRole('tab', { name: 'Point transactions' }))
    const rows = await screen.findAllByTestId('point-moves-row')
    expect(rows[0]).toHaveTextContent('Converted')
    expect(rows[0]).toHaveTextContent('-300')
    expect(rows[0]).toHaveTextContent('30.00 to your wallet')
    expect(rows[1]).toHaveTextContent('+450')
    expect(rows[1]).toHaveTextContent('From 12 bets, 450.00 valid')
    const [sent] = bodies(fetch, '/wps/relay/ODSFE2_MemTransDet')
    expect(sent).toMatchObject({ page: 1, pageSize: 10 })
    expect(String(sent?.from)).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    await userEvent.click(screen.getByTestId('point-kind-earn'))
    await waitFor(() => expect(bodies(fetch, '/wps/relay/ODSFE2_MemTransDet').at(-1)).toMatchObject({ kinds: ['earn'] }))
  })
})
