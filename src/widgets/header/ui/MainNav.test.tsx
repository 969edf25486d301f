import { fromPromise } from 'xstate'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { initI18n } from '@/shared/i18n'
import { TestSystem, gameVendorFixture, lastModals as modals, mockFetch, statusFixture, testActor } from '@/shared/testing'
import { SystemProvider } from '@/entities/system'
import { readStoredSession, sessionLogic } from '@/entities/session'
import { launchGameLogic } from '@/features/launch-game'
import { appMachine } from '@machines/app.machine.ts'
import { MainNav } from './MainNav.tsx'

beforeAll(async () => {
  await initI18n('en')
})

beforeEach(() => {
  mockFetch({ '/wps/relay/GCSGAME_gameVendor': { value: gameVendorFixture() } })
})

afterEach(() => {
  vi.unstubAllGlobals()
})

// The vendor chosen, as the system's `vendorChoice` actor holds it.
const chosen = () => testActor('vendorChoice').getSnapshot().context.selected
const choose = (code: string) => act(() => testActor('vendorChoice').send({ type: 'vendor.selected', code }))

function renderNav(at: string) {
  const router = createMemoryRouter(
    [{ path: '*', element: <SystemProvider status={statusFixture()} imageCdn="/img"><MainNav /></SystemProvider> }],
    { initialEntries: [at] },
  )
  const logic = appMachine.provide({ actors: { loadGameLaunch: fromPromise(async () => launchGameLogic({ navigate: (to) => void router.navigate(to) })), session: sessionLogic } })
  render(
    <TestSystem logic={logic} input={{ session: readStoredSession() }}>
      <RouterProvider router={router} />
    </TestSystem>,
  )
  return router
}

describe('the main navigation', () => {
  it('is built from the vendor list: COCKFIGHT out of SPORTS, BINGO appended, ELOTT labelled LOTTERY', async () => {
    renderNav('/index')
    const nav = await screen.findByRole('navigation', { name: 'Main' })
    await screen.findByTestId('nav-RNG')
    const ids = [...nav.querySelectorAll('[data-testid^="nav-"]')].map((el) => el.getAttribute('data-testid'))
    expect(ids).toEqual(['nav-HOME', 'nav-RNG', 'nav-LIVE', 'nav-FISH', 'nav-PVP', 'nav-SPORTS', 'nav-COCKFIGHT', 'nav-ESPORTS', 'nav-ELOTT', 'nav-LOTT', 'nav-BINGO', 'nav-PROMOTIONS'])
    expect(screen.getByTestId('nav-ELOTT')).toHaveTextContent('LOTTERY')
    expect(screen.getByTestId('nav-PROMOTIONS')).toHaveTextContent('Promotions')
  })

  it('gives a vendor dropdown to every category except BINGO, ELOTT and COCKFIGHT', async () => {
    renderNav('/index')
    await screen.findByTestId('nav-RNG')
    for (const type of ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'LOTT']) {
      expect(within(screen.getByTestId(`nav-${type}`).parentElement!).queryByRole('button', { name: /providers/ }), type).not.toBeNull()
    }
    for (const type of ['BINGO', 'ELOTT', 'COCKFIGHT']) {
      expect(within(screen.getByTestId(`nav-${type}`).parentElement!).queryByRole('button', { name: /providers/ }), type).toBeNull()
    }
  })

  it('reads the same as text content and as rendered text (no hidden words)', async () => {
    renderNav('/index')
    await screen.findByTestId('nav-RNG')
    const nav = screen.getByRole('navigation', { name: 'Main' })
    expect(nav.textContent!.replace(/\s+/g, ' ').trim()).toBe('Home Slots Live Casino Fishing Card Games Sports Cockfight E-Sports LOTTERY Lotto Bingo Promotions')
  })

  it('does nothing when the item of the open page is clicked', async () => {
    const router = renderNav('/rng?page=PG')
    choose('PG')
    await userEvent.click(await screen.findByTestId('nav-RNG'))
    expect(router.state.location.pathname + router.state.location.search).toBe('/rng?page=PG')
    expect(router.state.historyAction).toBe('POP')
    expect(chosen()).toBe('PG')
  })

  it('otherwise clears the chosen vendor and navigates', async () => {
    const router = renderNav('/index')
    choose('EVO')
    await userEvent.click(await screen.findByTestId('nav-RNG'))
    expect(router.state.location.pathname).toBe('/rng')
    expect(router.state.location.search).toBe('')
    expect(chosen()).toBeNull()
  })

  it('choosing a vendor selects it and opens its tab page; TCG_LOTTO_VN opens /vnlottery', async () => {
    const user = userEvent.setup()
    const router = renderNav('/index')
    await screen.findByTestId('nav-RNG')
    await user.click(screen.getByRole('button', { name: 'Slots providers' }))
    await user.click(await screen.findByRole('menuitemradio', { name: 'PG Soft' }))
    expect(router.state.location.pathname + router.state.location.search).toBe('/rng?page=PG')
    expect(chosen()).toBe('PG')

    await user.click(screen.getByRole('button', { name: 'Lotto providers' }))
    await user.click(await screen.findByRole('menuitemradio', { name: 'TCG_LOTTO_VN' }))
    expect(router.state.location.pathname).toBe('/vnlottery')
  })

  it('sports, cockfight and lottery launch a game: logged out, the login popup opens', async () => {
    const router = renderNav('/index')
    for (const type of ['SPORTS', 'COCKFIGHT', 'ELOTT']) {
      act(() => modals.closeAll())
      await userEvent.click(await screen.findByTestId(`nav-${type}`))
      expect(modals.isOpen('login'), type).toBe(true)
      expect(router.state.location.pathname).toBe('/index')
    }
  })

  it('sports, cockfight and lottery launch their vendor’s game directly for a logged-in member', async () => {
    const launched: string[] = []
    mockFetch({
      '/wps/relay/GCSGAME_gameVendor': { value: gameVendorFixture() },
      '/wps/relay/GCSGAME_gameList': (_url, init) => {
        const { gameType, vassalage } = JSON.parse(String(init?.body)) as { gameType: string; vassalage: string }
        return { value: { list: [{ gameId: `${vassalage}-1`, gameName: vassalage, vassalage, gameType, isGame: '', image: '', isHot: 0 }], total: 1, page: 1, pageSize: 1 } }
      },
      '/wps/game/launch': (_url, init) => {
        const { gameId } = JSON.parse(String(init?.body)) as { gameId: string }
        launched.push(gameId)
        return { value: { game_url: `https://cdn.example/${gameId}` } }
      },
    })
    const open = vi.fn()
    vi.stubGlobal('open', open)
    sessionStorage.setItem('account', 'juan')
    sessionStorage.setItem('isAgent', '0')
    sessionStorage.setItem('token', 't0k3n')
    try {
      renderNav('/index')
      for (const [i, type] of ['SPORTS', 'COCKFIGHT', 'ELOTT'].entries()) {
        await userEvent.click(await screen.findByTestId(`nav-${type}`))
        await waitFor(() => expect(open).toHaveBeenCalledTimes(i + 1))
      }
      expect(launched).toEqual(['SBO-1', 'DS88-1', 'TCG_ELOTT-1'])
      expect(open).toHaveBeenLastCalledWith('https://cdn.example/TCG_ELOTT-1', '_blank', 'noopener')
      expect(modals.isOpen('login')).toBe(false)
    } finally {
      sessionStorage.clear()
    }
  })

  it('shows the Agent item to the agent types 1, 2, 41 and 42 only, and it opens the agent centre', async () => {
    for (const [type, shown] of [[0, false], [4, false], [1, true], [2, true], [41, true], [42, true]] as const) {
      sessionStorage.setItem('account', 'juan')
      sessionStorage.setItem('isAgent', String(type))
      sessionStorage.setItem('token', 't0k3n')
      try {
        renderNav('/index')
        await screen.findByTestId('nav-PROMOTIONS')
        if (shown) {
          await userEvent.click(await screen.findByTestId('nav-AGENT'))
          await waitFor(() => expect(modals.isOpen('agentCentre')).toBe(true))
        } else {
          await new Promise((r) => setTimeout(r, 50))
          expect(screen.queryByTestId('nav-AGENT'), `type ${type}`).toBeNull()
        }
        cleanup()
      } finally {
        sessionStorage.clear()
      }
    }
  })
})
