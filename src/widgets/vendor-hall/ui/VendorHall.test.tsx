import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import type { GameEntry } from '@/shared/api'
import { initI18n } from '@/shared/i18n'
import { TestSystem, createTestQueryClient, gameVendorFixture, lastModals as modals, mockFetch, statusFixture } from '@/shared/testing'
import { SystemProvider } from '@/entities/system'
import { vendorChoiceLogic } from '@/entities/vendor'
import { favoritesLogic } from '@/entities/game'
import { appMachine } from '@machines/app.machine.ts'
import { VendorHall } from './VendorHall.tsx'

/** 10,000 games: 9,000 of PG, 1,000 of TCG_SEA; every 500th is a "Dragon" game. */
const games: GameEntry[] = Array.from({ length: 10_000 }, (_, i) => ({
  gameId: `g-${i}`,
  gameName: i % 500 === 0 ? `Dragon Gold ${i}` : `Lucky Reels ${i}`,
  vassalage: i < 9_000 ? 'PG' : 'TCG_SEA',
  gameType: 'RNG',
  isGame: 'GAME',
  image: `/game/rng/g-${i}.svg`,
  isHot: 0,
  rtpBp: 9650,
  vendorName: i < 9_000 ? 'PG Soft' : 'TCG_SEA',
}))

/** The game-list calls made, with their filters (as the server: both filters optional). */
let listCalls: Array<{ gameType?: string; vassalage?: string; page: number }> = []

beforeEach(async () => {
  listCalls = []
  mockFetch({
    '/wps/relay/GCSGAME_gameVendor': { value: gameVendorFixture() },
    '/wps/relay/GCSGAME_gameList': (_url, init) => {
      const { page, pageSize, gameType, vassalage } = JSON.parse(String(init?.body)) as { page: number; pageSize: number; gameType?: string; vassalage?: string }
      listCalls.push({ gameType, vassalage, page })
      const kept = games.filter((g) => (!gameType || g.gameType === gameType) && (!vassalage || g.vassalage === vassalage))
      return { value: { list: kept.slice((page - 1) * pageSize, page * pageSize), total: kept.length, page, pageSize } }
    },
  })
  await initI18n('en')
})
afterEach(() => vi.unstubAllGlobals())

// The app's actor system: the hearts read the session (logged out here); a fresh query cache.
const renderHall = (onLaunch = vi.fn(), url = '/rng', queryClient = createTestQueryClient()) =>
  render(
    <TestSystem queryClient={queryClient} logic={appMachine.provide({ actors: { favorites: favoritesLogic(queryClient), vendorChoice: vendorChoiceLogic } })}>
      <MemoryRouter initialEntries={[url]}>
        <SystemProvider status={statusFixture()} imageCdn="https://cdn.example/img">
          <VendorHall gameType="RNG" onLaunch={onLaunch} />
        </SystemProvider>
      </MemoryRouter>
    </TestSystem>,
  )

describe('the lobby grid', () => {
  it('keeps a screenful of tiles in the DOM while holding 10,000 games', async () => {
    const { container } = renderHall()
    expect(await screen.findByTestId('game-count')).toHaveTextContent('Games: 9000')
    const cards = screen.getAllByTestId('game-card')
    expect(cards.length).toBeGreaterThan(10)
    expect(cards.length).toBeLessThan(60)
    expect(container.querySelectorAll('*').length).toBeLessThan(800)
    // The scrollbar still spans every row of the vendor's games.
    const list = screen.getByTestId('game-grid').querySelector('ul')!
    expect(parseInt(list.style.height, 10)).toBeGreaterThan(9_000 / 10 * 200)
  })

  it('opens a big vendor on its first page, with the whole count and scrollbar, and loads the rest when the player scrolls to it', async () => {
    // PG has 9,000 games: 18 pages. Page 2 onwards wait until the test lets them through.
    let release!: () => void
    const held = new Promise<void>((resolve) => { release = resolve })
    const pagesAsked: number[] = []
    mockFetch({
      '/wps/relay/GCSGAME_gameVendor': { value: gameVendorFixture() },
      '/wps/relay/GCSGAME_gameList': async (_url, init) => {
        const { page, pageSize, vassalage } = JSON.parse(String(init?.body)) as { page: number; pageSize: number; vassalage?: string }
        pagesAsked.push(page)
        if (page > 1) await held
        const kept = games.filter((g) => g.vassalage === vassalage)
        return { value: { list: kept.slice((page - 1) * pageSize, page * pageSize), total: kept.length, page, pageSize } }
      },
    })
    renderHall()
    expect(await screen.findByTestId('game-count')).toHaveTextContent('Games: 9000')
    expect(screen.getAllByTestId('game-card')[0]).toHaveTextContent('Dragon Gold 0')
    const grid = screen.getByTestId('game-grid')
    // The scrollbar spans all 9,000 from the start, though only the first page is asked for.
    expect(parseInt(grid.querySelector('ul')!.style.height, 10)).toBeGreaterThan(9_000 / 10 * 200)
    await new Promise((r) => setTimeout(r, 20))
    expect(pagesAsked).toEqual([1])
    // Scrolled to the rows of page 3: placeholders there, and the other pages asked for.
    grid.scrollTop = 244 * 130
    fireEvent.scroll(grid)
    expect(screen.getAllByTestId('vgrid-waiting').length).toBeGreaterThan(0)
    await vi.waitFor(() => expect(pagesAsked.length).toBeGreaterThan(1))
    release()
    // The games of those rows replace the placeholders, and the grid stays where the player is.
    await vi.waitFor(() => expect(screen.queryAllByTestId('vgrid-waiting')).toHaveLength(0))
    const ids = screen.getAllByTestId('game-card').map((c) => Number(c.getAttribute('data-game-id')!.slice(2)))
    // (Five columns in the test DOM: row 128, two rows above the one scrolled to, is game 640.)
    expect(Math.min(...ids)).toBe(640)
    expect(grid.scrollTop).toBe(244 * 130)
    expect(screen.getByTestId('game-count')).toHaveTextContent('Games: 9000')
  })

  it("opens on the vendor's own games and loads the whole catalogue only for a search", async () => {
    renderHall(vi.fn(), '/rng?page=TCG_SEA')
    expect(await screen.findByTestId('game-count')).toHaveTextContent('Games: 1000')
    expect(listCalls.length).toBeGreaterThan(0)
    expect(listCalls.every((c) => c.gameType === 'RNG' && c.vassalage === 'TCG_SEA')).toBe(true)
    const search = screen.getByTestId('catalogue-search')
    await userEvent.type(search, 'drag')
    expect(await screen.findByText('Games matching “drag”: 20')).toBeInTheDocument()
    expect(listCalls.some((c) => c.gameType === undefined && c.vassalage === undefined)).toBe(true)
  }, 20_000)

  it('renders the rows scrolled to, and only those', async () => {
    renderHall()
    await screen.findByTestId('game-count')
    const grid = screen.getByTestId('game-grid')
    grid.scrollTop = 244 * 500
    fireEvent.scroll(grid)
    // Those rows are past the first page: their games come first.
    await vi.waitFor(() => expect(screen.queryAllByTestId('vgrid-waiting')).toHaveLength(0))
    const names = screen.getAllByTestId('game-card').map((c) => c.getAttribute('data-game-id'))
    expect(names).not.toContain('g-0')
    expect(names.length).toBeLessThan(60)
    const ids = names.map((n) => Number(n!.slice(2)))
    expect(Math.min(...ids)).toBeGreaterThan(2_000)
  })

  it('filters the whole catalogue as the player types, and back when cleared', async () => {
    renderHall()
    await screen.findByTestId('game-count')
    const search = screen.getByTestId('catalogue-search')
    await userEvent.type(search, 'drag')
    expect(await screen.findByText('Games matching “drag”: 20')).toBeInTheDocument()
    fireEvent.change(search, { target: { value: 'dragon gold 95' } })
    expect(screen.getByTestId('game-count')).toHaveTextContent(': 1')
    expect(screen.getAllByTestId('game-card').map((c) => c.getAttribute('data-game-id'))).toEqual(['g-9500'])
    fireEvent.change(search, { target: { value: 'no such game' } })
    expect(screen.getByText('No game matches your search.')).toBeInTheDocument()
    await userEvent.clear(search)
    expect(screen.getByTestId('game-count')).toHaveTextContent('Games: 9000')
  }, 20_000)

  it('shows the vendor named by the page parameter, and a pressed game goes to onLaunch', async () => {
    const onLaunch = vi.fn()
    renderHall(onLaunch, '/rng?page=TCG_SEA')
    expect(await screen.findByTestId('game-count')).toHaveTextContent('Games: 1000')
    const first = screen.getAllByTestId('game-card')[0]!
    expect(first).toHaveAttribute('data-game-id', 'g-9000')
    await userEvent.click(within(first).getByRole('button', { name: /^Play Dragon Gold 9000 / }))
    expect(onLaunch).toHaveBeenCalledWith(expect.objectContaining({ gameId: 'g-9000' }))
  })

  it('opens the login popup from a heart when logged out, without calling the server', async () => {
    const onLaunch = vi.fn()
    renderHall(onLaunch)
    await screen.findByTestId('game-count')
    const fetchSpy = vi.mocked(globalThis.fetch)
    const before = fetchSpy.mock.calls.length
    await userEvent.click(screen.getAllByTestId('favorite-toggle')[0]!)
    expect(fetchSpy.mock.calls.length).toBe(before)
    expect(modals.names()).toContain('login')
    expect(onLaunch).not.toHaveBeenCalled()
  })
})
