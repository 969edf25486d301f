import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { configureClient, type AccountMovement, type AccountRecordReply } from '@/shared/api'
import { initI18n, loadTexts } from '@/shared/i18n'
import { presetRange } from '@/shared/list'
import { mockFetch, type MockReply, TestQueries } from '@/shared/testing'
import { bodiesTo } from '../records/testing.tsx'
import AccountRecordPage from './index.tsx'

const PATH = '/wps/relay/ODSFE2_accountRecord'
const move = (over: Partial<AccountMovement>): AccountMovement => ({ id: '1', time: Date.UTC(2026, 10, 24, 4, 0, 0), kind: 'bet', amount: -1000, balanceAfter: 99_000, wallet: 'MAIN', detail: {}, ...over })
const reply = (list: AccountMovement[]): MockReply => ({ value: { list, total: list.length, page: 1, pageSize: 10 } satisfies AccountRecordReply })

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

describe('account record', () => {
  it('shows every movement with its kind in words, the signed amount and the balance after it', async () => {
    const fetch = mockFetch({ [PATH]: reply([move({ id: '2', kind: 'win', amount: 2500, balanceAfter: 101_500 }), move({}), move({ id: '3', kind: 'withdrawal_hold', amount: -50_000, balanceAfter: 49_000 })]) })
    render(<AccountRecordPage />, { wrapper: TestQueries })
    const rows = await screen.findAllByTestId('moves-table-row')
    const week = presetRange('previous7')
    expect(bodiesTo(fetch, PATH)[0]).toEqual({ from: week.from, to: week.to, tzOffsetMinutes: 0 - new Date().getTimezoneOffset(), page: 1, pageSize: 10 })
    expect(rows.map((r) => within(r).getAllByRole('cell').map((c) => c.textContent).slice(1))).toEqual([
      ['Win', '+25.00', '1,015.00', 'Main wallet'],
      ['Bet', '-10.00', '990.00', 'Main wallet'],
      ['Withdrawal hold', '-500.00', '490.00', 'Main wallet'],
    ])
  })

  it('asks for the kinds ticked, and every kind again when none is', async () => {
    const fetch = mockFetch({ [PATH]: reply([move({})]) })
    render(<AccountRecordPage />, { wrapper: TestQueries })
    await screen.findAllByTestId('moves-table-row')
    await userEvent.click(screen.getByRole('checkbox', { name: 'Win' }))
    await userEvent.click(screen.getByRole('checkbox', { name: 'Deposit' }))
    await waitFor(() => expect(bodiesTo(fetch, PATH).at(-1)).toMatchObject({ kinds: ['deposit', 'win'] }))
    // Spec §9's presets, the next days beside the previous ones.
    expect(screen.getByTestId('list-date-next7')).toBeVisible()
    expect(screen.getByTestId('list-date-next30')).toBeVisible()
    await userEvent.click(screen.getByTestId('list-date-previous30'))
    const month = presetRange('previous30')
    await waitFor(() => expect(bodiesTo(fetch, PATH).at(-1)).toMatchObject({ from: month.from, to: month.to, kinds: ['deposit', 'win'] }))
    await userEvent.click(screen.getByRole('checkbox', { name: 'Win' }))
    await userEvent.click(screen.getByRole('checkbox', { name: 'Deposit' }))
    await waitFor(() => expect(bodiesTo(fetch, PATH).at(-1)).not.toHaveProperty('kinds'))
  })

  it('says when nothing moved, and a failure in the member language', async () => {
    mockFetch({ [PATH]: reply([]) })
    const { unmount } = render(<AccountRecordPage />, { wrapper: TestQueries })
    expect(await screen.findByText('No movements in these days.')).toBeInTheDocument()
    unmount()
    mockFetch({ [PATH]: { fail: { code: 'RECORDS_RANGE_INVALID', message: 'server english', value: { maxDays: 92 } } } })
    render(<AccountRecordPage />, { wrapper: TestQueries })
    expect(await screen.findByTestId('list-error')).toHaveTextContent('Please choose a valid date range.')
  })
})
