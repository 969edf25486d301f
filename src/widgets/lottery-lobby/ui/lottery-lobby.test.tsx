import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { VnLotteryGame } from '@/shared/api'
import { initI18n } from '@/shared/i18n'
import { mockFetch, TestQueries } from '@/shared/testing'
import { HotNumbers, VnDrawBoard } from '../index.ts'

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

describe('hot numbers', () => {
  it('shows the 20 most frequent numbers, and all 100 on demand', async () => {
    const asked: number[] = []
    mockFetch({
      '/lgw/vn/numeros/opened/game': (_url, init) => {
        const { count } = JSON.parse(String(init?.body)) as { count: number }
        asked.push(count)
        const list = Array.from({ length: count }, (_, i) => ({ numero: String(i).padStart(2, '0'), hits: count - i, lastDrawAt: NOW }))
        return { value: { days: 30, draws: 412, list } }
      },
    })
    render(<HotNumbers />, { wrapper: TestQueries })
    const section = await screen.findByTestId('hot-numbers')
    expect(await within(section).findByText('Last 30 days, 412 draws')).toBeVisible()
    expect(within(section).getAllByRole('listitem')).toHaveLength(20)
    expect(within(section).getAllByRole('listitem')[0]).toHaveTextContent(/^00\s*20 times$/)
    await userEvent.click(within(section).getByRole('button', { name: 'Show all 100 numbers' }))
    expect(await within(section).findByRole('heading', { name: 'All numbers' })).toBeVisible()
    await vi.waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(100))
    expect(within(section).getAllByRole('listitem')[0]).toHaveTextContent(/^00\s*100 times$/)
    expect(asked).toEqual([20, 100])
  })
})
