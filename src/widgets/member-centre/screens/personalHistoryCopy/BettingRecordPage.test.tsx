import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { configureClient, type BetRecord, type BettingRecordReply } from '@/shared/api'
import { initI18n, loadTexts } from '@/shared/i18n'
import { presetRange } from '@/shared/list'
import { gameVendorFixture, mockFetch, type MockReply, signOutClient } from '@/shared/testing'
import { bodiesTo, renderRecordPage } from '../records/testing.tsx'
import BettingRecordPage from './index.tsx'

const PATH = '/wps/relay/ODSFE2_bettingRecord'
const bet = (over: Partial<BetRecord>): BetRecord => ({
  id: '1', roundId: 'r-1', gameId: 'g', gameName: 'Lucky Reels', vendor: 'PG', gameType: 'RNG', stake: 1000, win: 2500, profit: 1500,
  status: 'settled', time: Date.UTC(2026, 10, 24, 4, 5, 6), settledAt: null, verifiable: true, ...over,
})
const reply = (list: BetRecord[], totals = { stake: 123_400, win: 100_000, profit: -23_400, count: 42 }): MockReply => ({ value: { list, total: list.length, page: 1, pageSize: 10, totals } satisfies BettingRecordReply })

beforeAll(async () => {
  await initI18n('en')
  // As the app's loader reads them with the centre's chunk (app/layout/LazyModals.tsx).
  await loadTexts('member')
})
beforeEach(() => {
  sessionStorage.setItem('token', 't0k3n')
  configureClient({ token: () => 't0k3n' })
})
afterEach(() => {
  signOutClient()
  vi.unstubAllGlobals()
})

const open = (betting: MockReply | ((url: URL, init?: RequestInit) => MockReply)) => {
  const fetch = mockFetch({ [PATH]: betting, '/wps/relay/GCSGAME_gameVendor': { value: gameVendorFixture() } })
  renderRecordPage(<BettingRecordPage />)
  return fetch
}

describe('betting record', () => {
  it('asks for the last 7 days in the member time zone and shows each bet with the totals of the filter', async () => {
    const fetch = open(reply([bet({}), bet({ id: '2', roundId: 'ext-9', gameName: 'Deep Sea', vendor: 'JDB', gameType: 'FISH', stake: 500, win: 0, profit: -500, verifiable: false })]))
    const rows = await screen.findAllByTestId('bets-table-row')
    expect(rows).toHaveLength(2)
    const week = presetRange('previous7')
    expect(bodiesTo(fetch, PATH)[0]).toMatchObject({ from: week.from, to: week.to, tzOffsetMinutes: 0 - new Date().getTimezoneOffset(), page: 1, pageSize: 10 })
    expect(within(rows[0]!).getByText('Lucky Reels')).toBeInTheDocument()
    // The vendor by its name in the site's vendor list.
    await waitFor(() => expect(within(rows[0]!).getByText('PG Soft')).toBeInTheDocument())
    expect(within(rows[0]!).getByText('15.00')).toHaveClass('tl-records__gain')
    expect(within(rows[1]!).getByText('-5.00')).toHaveClass('tl-records__loss')
    expect(within(rows[1]!).getByText('Fishing')).toBeInTheDocument()
    // Totals of the whole filter, not of the page.
    expect(screen.getByTestId('bets-total-count')).toHaveTextContent('42')
    expect(screen.getByTestId('bets-total-stake')).toHaveTextContent('1,234.00')
    expect(screen.getByTestId('bets-total-profit')).toHaveTextContent('-234.00')
    // A house round links to its proof in a new tab; an outside vendor's round is plain text.
    const verify = within(rows[0]!).getByRole('link', { name: /Verify round r-1/ })
    expect(verify).toHaveAttribute('href', '/house/verify?round=r-1&lang=en')
    expect(verify).toHaveAttribute('target', '_blank')
    expect(within(rows[1]!).queryByRole('link')).toBeNull()
    expect(within(rows[1]!).getByText('ext-9')).toBeInTheDocument()
  })

  it('sends the game type and vendor chosen, and a preset changes the days', async () => {
    const fetch = open(reply([bet({})]))
    await screen.findAllByTestId('bets-table-row')
    await userEvent.selectOptions(screen.getByLabelText('Game type'), 'FISH')
    await waitFor(() => expect(bodiesTo(fetch, PATH).at(-1)).toMatchObject({ gameType: 'FISH' }))
    // The vendors are the site's vendor list, by name.
    const vendor = screen.getByLabelText('Vendor')
    await waitFor(() => expect(within(vendor).getByRole('option', { name: 'PG Soft' })).toBeInTheDocument())
    await userEvent.selectOptions(vendor, 'PG Soft')
    await waitFor(() => expect(bodiesTo(fetch, PATH).at(-1)).toMatchObject({ gameType: 'FISH', vendor: 'PG' }))
    await userEvent.click(screen.getByTestId('list-date-today'))
    const today = presetRange('today')
    await waitFor(() => expect(bodiesTo(fetch, PATH).at(-1)).toMatchObject({ from: today.from, to: today.to, vendor: 'PG' }))
    await userEvent.selectOptions(screen.getByLabelText('Game type'), '')
    await waitFor(() => expect(bodiesTo(fetch, PATH).at(-1)).not.toHaveProperty('gameType'))
  })

  it('says when there are no bets, and words a refusal in the member language with a retry', async () => {
    open(reply([], { stake: 0, win: 0, profit: 0, count: 0 }))
    expect(await screen.findByText('No bets in these days.')).toBeInTheDocument()
    vi.unstubAllGlobals()
    document.body.innerHTML = ''
    let calls = 0
    open(() => (++calls === 1 ? { fail: { code: 'RECORDS_RANGE_INVALID', message: 'server english', value: { maxDays: 92 } } } : reply([bet({})])))
    expect(await screen.findByTestId('list-error')).toHaveTextContent('Please choose a valid date range.')
    expect(screen.queryByText('server english')).toBeNull()
    await userEvent.click(screen.getByTestId('list-retry'))
    expect(await screen.findAllByTestId('bets-table-row')).toHaveLength(1)
  })
})
