import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { IncomePayment, StatementReply } from '@/shared/api'
import { initI18n, loadTexts } from '@/shared/i18n'
import { mockFetch, TestQueries } from '@/shared/testing'
import MyIncomePage from './index.ts'

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

const payment: IncomePayment = {
  id: 5, contractId: 9, kind: 'realtime_salary', periodStart: Date.UTC(2026, 10, 26, 4), periodEnd: Date.UTC(2026, 10, 26, 4, 5),
  amount: 900, rateBp: 150, activeMembers: 2, validBet: 60_000, pnl: -20_000, gross: 900, downlines: 0, paidAt: Date.UTC(2026, 10, 26, 4, 6),
}
const contract = {
  id: 9, kind: 'realtime_salary', period: 'realtime', tiers: [{ minActive: 2, minAmount: 0, rateBp: 150 }], status: 'active', upline: { id: 1, account: 'agent01' },
  downline: { id: 2, account: 'agent02' }, startsAt: 0, offeredAt: 0, decidedAt: 0, endedAt: null, endReason: null, terminateLower: false,
} as const
const statement: StatementReply = {
  payment, contract, tier: { minActive: 2, minAmount: 0, rateBp: 150 }, downlines: [],
  members: [{ memberId: 31, account: 'player31', bets: 20, validBet: 40_000, pnl: -40_000 }], total: 1, page: 1, pageSize: 10,
}

describe('my income', () => {
  it('lists the payments and drills down to the statement, its tier, members and bets', async () => {
    const fetch = mockFetch({
      '/wps/relay/MCS2_myIncome': { value: { list: [payment], total: 1, sum: 900, page: 1, pageSize: 10 } },
      '/wps/relay/MCS2_incomeStatement': { value: statement },
      '/wps/relay/MCS2_incomeStatementBets': { value: { list: [{ id: 77, account: 'player31', gameId: 'slot-1', stake: 2000, win: 0, createdAt: payment.periodStart + 1000 }], total: 1, page: 1, pageSize: 10 } },
    })
    render(<MyIncomePage />, { wrapper: TestQueries })
    const list = await screen.findByTestId('income-list')
    expect(within(list).getByText('Real-time salary')).toBeTruthy()
    expect(within(list).getByText('1.50%')).toBeTruthy()
    await userEvent.click(screen.getByTestId('income-open-5'))
    expect((await screen.findByTestId('statement-tier')).textContent).toContain('From 2 active members')
    const members = await screen.findByTestId('statement-members')
    await userEvent.click(within(members).getByText('player31'))
    const bets = await screen.findByTestId('statement-bets')
    expect(within(bets).getByText('slot-1')).toBeTruthy()
    const sent = fetch.mock.calls.filter(([url]) => String(url).includes('MCS2_incomeStatementBets')).map(([, init]) => JSON.parse(String(init?.body)))
    expect(sent[0]).toMatchObject({ paymentId: 5, memberId: 31 })
  })
})
