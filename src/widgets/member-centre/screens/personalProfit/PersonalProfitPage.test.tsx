import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { configureClient, type PersonalProfitReply } from '@/shared/api'
import { initI18n, loadTexts } from '@/shared/i18n'
import { presetRange } from '@/shared/list'
import { mockFetch, TestQueries } from '@/shared/testing'
import { bodiesTo } from '../records/testing.tsx'
import PersonalProfitPage from './index.tsx'

// The canvas chart cannot draw in jsdom: the test stands in for it and checks what it is given.
const charted = vi.hoisted(() => ({ days: [] as unknown[] }))
vi.mock('./ProfitChart.tsx', () => ({
  ProfitChart: ({ days }: { days: unknown[] }) => {
    charted.days = days
    return <div data-testid="profit-chart" aria-hidden="true" />
  },
}))

const PATH = '/wps/relay/ODSFE2_personalProfit'
const profit: PersonalProfitReply = {
  days: [
    { date: '2026-11-23', stake: 0, win: 0, profit: 0, count: 0 },
    { date: '2026-11-24', stake: 10_000, win: 4_000, profit: -6_000, count: 3 },
    { date: '2026-11-25', stake: 2_000, win: 5_000, profit: 3_000, count: 2 },
  ],
  byGameType: [
    { gameType: 'RNG', stake: 11_000, win: 9_000, profit: -2_000, count: 4 },
    { gameType: 'FISH', stake: 1_000, win: 0, profit: -1_000, count: 1 },
  ],
  totals: { stake: 12_000, win: 9_000, profit: -3_000, count: 5 },
}

beforeAll(async () => {
  await initI18n('en')
  // As the app's loader reads them with the centre's chunk (app/layout/LazyModals.tsx).
  await loadTexts('member')
})
beforeEach(() => configureClient({ token: () => 't0k3n' }))
afterEach(() => {
  configureClient({ token: null })
  vi.unstubAllGlobals()
})

const cells = (table: HTMLElement) => within(table).getAllByTestId(/-row$/).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent))

describe('personal P&L', () => {
  it('charts every day and lists the same days, newest first, with the totals overall and by game type', async () => {
    const fetch = mockFetch({ [PATH]: { value: profit } })
    render(<PersonalProfitPage />, { wrapper: TestQueries })
    const days = await screen.findByTestId('profit-days')
    const week = presetRange('previous7')
    expect(bodiesTo(fetch, PATH)[0]).toEqual({ from: week.from, to: week.to, tzOffsetMinutes: 0 - new Date().getTimezoneOffset() })
    expect(charted.days).toEqual(profit.days)
    expect(cells(days)).toEqual([
      ['2026-11-25', '2', '20.00', '50.00', '30.00'],
      ['2026-11-24', '3', '100.00', '40.00', '-60.00'],
      ['2026-11-23', '0', '0.00', '0.00', '0.00'],
    ])
    expect(within(days).getByText('-60.00')).toHaveClass('tl-records__loss')
    expect(cells(screen.getByTestId('profit-types'))).toEqual([
      ['Slots', '4', '110.00', '90.00', '-20.00'],
      ['Fishing', '1', '10.00', '0.00', '-10.00'],
    ])
    expect(screen.getByTestId('profit-total-count')).toHaveTextContent('5')
    expect(screen.getByTestId('profit-total-profit')).toHaveTextContent('-30.00')
    expect(screen.queryByTestId('profit-empty')).toBeNull()
  })

  it('asks again for the days chosen, and says when no bet was settled in them', async () => {
    const empty: PersonalProfitReply = { days: [{ date: '2026-11-25', stake: 0, win: 0, profit: 0, count: 0 }], byGameType: [], totals: { stake: 0, win: 0, profit: 0, count: 0 } }
    const fetch = mockFetch({ [PATH]: (_url, init) => ({ value: JSON.parse(String(init?.body)).from === presetRange('today').from ? empty : profit }) })
    render(<PersonalProfitPage />, { wrapper: TestQueries })
    await screen.findByTestId('profit-days')
    await userEvent.click(screen.getByTestId('list-date-today'))
    await waitFor(() => expect(bodiesTo(fetch, PATH).at(-1)).toMatchObject(presetRange('today')))
    expect(await screen.findByTestId('profit-empty')).toHaveTextContent('No settled bets in these days.')
    expect(screen.queryByTestId('profit-types')).toBeNull()
  })

  it('words a failure in the member language and loads again on retry', async () => {
    let calls = 0
    mockFetch({ [PATH]: () => (++calls === 1 ? { fail: { code: 'RECORDS_RANGE_INVALID', message: 'server english', value: { maxDays: 92 } } } : { value: profit }) })
    render(<PersonalProfitPage />, { wrapper: TestQueries })
    expect(await screen.findByTestId('list-error')).toHaveTextContent('Please choose a valid date range.')
    await userEvent.click(screen.getByTestId('list-retry'))
    expect(await screen.findByTestId('profit-days')).toBeInTheDocument()
  })
})
