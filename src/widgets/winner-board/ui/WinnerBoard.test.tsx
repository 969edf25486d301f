import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { act, render, screen } from '@testing-library/react'
import type { RankEntry } from '@/shared/api'
import { initI18n, loadTexts } from '@/shared/i18n'
import { mockFetch, TestQueries } from '@/shared/testing'
import { WinnerBoard } from './WinnerBoard.tsx'
import { LazyWinnerBoard } from './LazyWinnerBoard.tsx'

beforeAll(async () => {
  await initI18n('en')
  await loadTexts('community')
})
afterEach(() => vi.unstubAllGlobals())

const win = (over: Partial<RankEntry> = {}): RankEntry => ({
  account: 'ju***n', gameId: 'g1', gameName: 'Golden Reels', vassalage: 'TCG_SEA', gameType: 'RNG', winAmount: 1_250_000, multiplier: 500, time: Date.UTC(2026, 11, 5, 4, 0), ...over,
})

describe('the winner board', () => {
  it('lists the latest big wins with masked accounts, amounts, multiple and game', async () => {
    const fetch = mockFetch({ '/wps/relay/GCSGAME_getRankList': { value: { list: [win(), win({ account: 'ma***a', multiplier: undefined, winAmount: 20_000 })] } } })
    render(<WinnerBoard gameType="RNG" />, { wrapper: TestQueries })
    const board = await screen.findByRole('region', { name: 'Latest big wins' })
    const rows = await screen.findAllByRole('listitem')
    expect(rows).toHaveLength(2)
    expect(rows[0]).toHaveTextContent('ju***n won')
    expect(rows[0]).toHaveTextContent('12,500.00')
    expect(rows[0]).toHaveTextContent('×500')
    expect(rows[0]).toHaveTextContent('on Golden Reels (TCG_SEA)')
    expect(rows[0]).toHaveTextContent('12-05 12:00')
    expect(rows[1]).not.toHaveTextContent('×')
    expect(board).toBeInTheDocument()
    expect(JSON.parse(String(fetch.mock.calls[0]![1]!.body))).toEqual({ limit: 10, gameType: 'RNG' })
  })

  it('says when there is no big win yet, and stays out of the way when it cannot load', async () => {
    mockFetch({ '/wps/relay/GCSGAME_getRankList': { value: { list: [] } } })
    const { unmount } = render(<WinnerBoard />, { wrapper: TestQueries })
    expect(await screen.findByText('No big wins yet. Yours could be the first!')).toBeInTheDocument()
    unmount()
    mockFetch({ '/wps/relay/GCSGAME_getRankList': { networkError: true } })
    render(<WinnerBoard />, { wrapper: TestQueries })
    await vi.waitFor(() => expect(screen.queryByTestId('winner-board')).toBeNull())
  })

  it('loads the board only when its place comes near the screen', async () => {
    let observe: ((entries: Array<{ isIntersecting: boolean }>) => void) | null = null
    vi.stubGlobal('IntersectionObserver', class {
      constructor(cb: (entries: Array<{ isIntersecting: boolean }>) => void) {
        observe = cb
      }
      observe() {}
      disconnect() {}
    })
    const fetch = mockFetch({ '/wps/relay/GCSGAME_getRankList': { value: { list: [win()] } } })
    render(<LazyWinnerBoard />, { wrapper: TestQueries })
    await new Promise((r) => setTimeout(r, 20))
    expect(fetch).not.toHaveBeenCalled()
    expect(screen.queryByTestId('winner-board')).toBeNull()
    act(() => observe!([{ isIntersecting: true }]))
    expect(await screen.findByTestId('winner-board')).toBeInTheDocument()
    expect(fetch).toHaveBeenCalled()
  })
})
