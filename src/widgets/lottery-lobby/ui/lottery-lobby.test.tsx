import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { VnLotteryGame } from '@/shared/api'
import { initI18n } from '@/shared/i18n'
import { mockFetch, TestQueries } from '@/shared/testing'
import { LatestResults, VnDrawBoard } from '../index.ts'

beforeAll(async () => {
  await initI18n('en')
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

const NOW = Date.UTC(2026, 11, 5, 8, 0, 0)
const game = (over: Partial<VnLotteryGame>): VnLotteryGame => ({
  gameCode: 'HCM', gameName: 'TP.HCM', region: 'SOUTH', gameId: 'tcg_lotto_vn-0001', drawNo: 1, closesAt: NOW + 65_000, drawAt: NOW + 965_000, ...over,
})

describe('the Vietnamese lottery draw board', () => {
  it('shows each region in draw order with the time left to buy, counting down, and a closed draw as closed', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date', 'setTimeout', 'clearTimeout'] })
    const onBet = vi.fn()
    render(<VnDrawBoard games={[game({ gameCode: 'HN', gameName: 'Hà Nội', region: 'NORTH' }), game({}), game({ gameCode: 'DL', gameName: 'Đà Lạt', closesAt: NOW - 1 })]} onBet={onBet} />)
    const regions = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)
    expect(regions).toEqual(['South (Miền Nam)', 'North (Miền Bắc)'])
    const hcm = screen.getAllByTestId('vn-draw').find((r) => r.dataset.gameCode === 'HCM')!
    expect(hcm).toHaveTextContent('Closes in 01:05')
    expect(hcm).toHaveTextContent('Draw 2026-12-05 16:16:05')
    await act(async () => { vi.advanceTimersByTime(2_000) })
    expect(hcm).toHaveTextContent('Closes in 01:03')
    const dalat = screen.getAllByTestId('vn-draw').find((r) => r.dataset.gameCode === 'DL')!
    expect(dalat).toHaveTextContent('Sales closed')
    vi.useRealTimers()
    await userEvent.click(within(hcm).getByRole('button', { name: 'Bet on TP.HCM' }))
    expect(onBet).toHaveBeenCalledWith(expect.objectContaining({ gameCode: 'HCM' }))
  })
})

describe('the latest results', () => {
  it('lists the latest 20 draws with their special prize, every prize a tap away, and 100 on demand', async () => {
    const asked: number[] = []
    const result = (i: number) => ({
      drawId: `VNHCM:${1000 - i}`, gameCode: 'VNHCM', gameName: 'TP.HCM', region: 'SOUTH', drawNo: 1000 - i, drawAt: NOW - i * 86_400_000, special: String(100000 + i),
      prizes: [{ prize: 'G8', numbers: ['27'] }, { prize: 'G7', numbers: ['123'] }, { prize: 'DB', numbers: [String(100000 + i)] }],
    })
    mockFetch({
      '/lgw/vn/numeros/opened/game': (_url, init) => {
        const { count } = JSON.parse(String(init?.body)) as { count: number }
        asked.push(count)
        return { value: { list: Array.from({ length: count }, (_, i) => result(i)) } }
      },
    })
    render(<LatestResults prizeMode="Lott" />, { wrapper: TestQueries })
    const section = await screen.findByTestId('vn-latest-results')
    await vi.waitFor(() => expect(within(section).getAllByTestId('vn-result')).toHaveLength(20))
    const first = within(section).getAllByTestId('vn-result')[0]!
    expect(first).toHaveTextContent('TP.HCM')
    expect(first).toHaveTextContent('100000')
    // The special prize first, then G7 and G8, once the draw is opened.
    await userEvent.click(within(first).getByText('TP.HCM'))
    expect(within(first).getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['ĐB', 'G7', 'G8'])
    await userEvent.click(within(section).getByRole('button', { name: 'Show 100 results' }))
    await vi.waitFor(() => expect(within(section).getAllByTestId('vn-result')).toHaveLength(100))
    expect(within(section).getByRole('button', { name: 'Show 20 results' })).toBeVisible()
    expect(asked).toEqual([20, 100])
  })
})
