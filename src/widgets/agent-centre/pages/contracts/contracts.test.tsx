import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Contract } from '@/shared/api'
import { initI18n, loadTexts } from '@/shared/i18n'
import { contractFixture, mockFetch, TestQueries } from '@/shared/testing'
import RealtimeSalaryPage from '../realtimeSalary/index.tsx'

beforeAll(async () => {
  await initI18n('en')
  // As the app's loader reads them with the centre's chunk (app/layout/LazyModals.tsx).
  await loadTexts('member', 'agent')
})
beforeEach(() => sessionStorage.setItem('token', 't0k3n'))
afterEach(() => {
  sessionStorage.clear()
  vi.unstubAllGlobals()
})

const contract = contractFixture
const salary = (offer: Contract | null, active: Contract | null) => ({
  dailysalreqtype: 0, divtypereq: 0, contracthoursalreq: 0, realtimesalreqtype: offer ? 1 : active ? 2 : 0, isAgent: true,
  salary: [{ kind: 'realtime_salary', contract: active, offer, lastPayment: null, today: 0, periodMs: 300_000 }],
})
const member = (id: number, account: string, isAgent: boolean) => ({
  id, account, nickname: account, type: isAgent ? 2 : 0, isAgent, depth: 1, upline: 'agent01', directCount: 0, teamSize: 0, status: 'active',
  registeredAt: 0, lastLoginAt: null, balance: null,
})
/** agent01's direct downlines: one agent (id 2) and one member, whom no contract is offered to. */
const team = { list: [member(2, 'agent02', true), member(5, 'player05', false)], total: 2, page: 1, pageSize: 100, path: ['agent01'] }
const bodies = (fetch: ReturnType<typeof mockFetch>, path: string) => fetch.mock.calls.filter(([url]) => String(url).includes(path)).map(([, init]) => JSON.parse(String(init?.body)))

// The card and the offer form on their own are features/offer-contract's (ui/offerContract.test.tsx):
// here, what the page adds (its lists read again while an offer waits, the downline picked from the team).
describe('contract pages', () => {
  it('the upline sees its offer accepted without a reload: the page reads its contracts again while an offer waits', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      let answered = false
      mockFetch({
        '/wps/member/info/funds/consolidated': { value: salary(null, contract(3, 'active', null, 'agent01', 100)) },
        '/wps/relay/MCS2_contractList': () => ({ value: { list: [contract(8, answered ? 'active' : 'offered', 'agent01', 'agent02')], total: 1, page: 1, pageSize: 50 } }),
        '/wps/agent/team/list': { value: team },
      })
      render(<RealtimeSalaryPage />, { wrapper: TestQueries })
      const card = await screen.findByTestId('contract-8')
      expect(within(card).getByText('Offered')).toBeTruthy()
      expect(within(card).queryByTestId('contract-terminate')).toBeNull()
      answered = true
      await vi.advanceTimersByTimeAsync(30_000)
      expect(await within(screen.getByTestId('contract-8')).findByText('Active')).toBeTruthy()
      expect(within(screen.getByTestId('contract-8')).getByTestId('contract-terminate')).toBeTruthy()
    } finally {
      vi.useRealTimers()
    }
  })

  it('picks the downline from the team by account and simulates the terms beside the current contract before offering', async () => {
    const fetch = mockFetch({
      '/wps/member/info/funds/consolidated': { value: salary(null, contract(3, 'active', null, 'agent01', 100)) },
      '/wps/relay/MCS2_contractList': { value: { list: [], total: 0, page: 1, pageSize: 50 } },
      '/wps/agent/team/list': { value: team },
      '/wps/relay/MCS2_contractSimulate': {
        value: {
          current: contract(8, 'active', 'agent01', 'agent02', 20),
          list: [
            { periodStart: 1_000_000, periodEnd: 1_300_000, activeMembers: 2, validBet: 50_000, pnl: -1_000, proposedRateBp: 10, proposedAmount: 50, currentRateBp: 20, currentAmount: 100 },
            { periodStart: 1_300_000, periodEnd: 1_600_000, activeMembers: 0, validBet: 0, pnl: 0, proposedRateBp: 0, proposedAmount: 0, currentRateBp: null, currentAmount: null },
          ],
          proposedTotal: 50, currentTotal: 100,
        },
      },
    })
    render(<RealtimeSalaryPage />, { wrapper: TestQueries })
    const pick = await screen.findByTestId('offer-downline')
    expect(within(pick).queryByText('player05')).toBeNull()
    // Nothing to simulate or offer before a downline is chosen.
    expect(screen.getByTestId('offer-simulate').hasAttribute('disabled')).toBe(true)
    await userEvent.selectOptions(pick, 'agent02')
    await userEvent.selectOptions(screen.getByTestId('offer-simulate-periods'), '14')
    await userEvent.click(screen.getByTestId('offer-simulate'))
    const sim = await screen.findByTestId('offer-simulation')
    expect(within(sim).getAllByTestId('offer-simulation-row')).toHaveLength(2)
    expect(within(sim).getByTestId('offer-simulation-proposed').textContent).toBe('0.50')
    expect(within(sim).getByTestId('offer-simulation-current').textContent).toBe('1.00')
    expect(within(sim).getByText('none')).toBeTruthy()
    expect(bodies(fetch, 'MCS2_contractSimulate')).toEqual([{ downlineId: 2, kind: 'realtime_salary', period: 'realtime', tiers: [{ minActive: 0, minAmount: 0, rateBp: 10 }], periods: 14 }])
  })
})
