import { fromPromise } from 'xstate'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import type { StatusReply } from '@/shared/api'
import { initI18n } from '@/shared/i18n'
import { bootedApp, mockFetch, statusFixture, systemInfoFixture, TestSystem } from '@/shared/testing'
import { SystemProvider } from '@/entities/system'
import { readStoredSession, sessionLogic } from '@/entities/session'
import { launchGameLogic } from '@/features/launch-game'
import { VnLotteryPage } from './VnLotteryPage.tsx'

beforeAll(async () => {
  await initI18n('en')
})
// Each test's router stops listening when the test ends (the worker's next file shares the window).
const routers: Array<{ dispose: () => void }> = []
afterEach(() => {
  vi.unstubAllGlobals()
  sessionStorage.clear()
  routers.splice(0).forEach((r) => r.dispose())
})

const NOW = Date.now()
const TITLE = { gameId: 'tcg_lotto_vn-0001', gameName: 'Mien Nam', vassalage: 'TCG_LOTTO_VN', gameType: 'LOTT', isGame: '', image: '', isHot: 0 } as const
const HCM = { gameCode: 'HCM', gameName: 'TP.HCM', region: 'SOUTH', gameId: TITLE.gameId, drawNo: 1, closesAt: NOW + 3_600_000, drawAt: NOW + 4_500_000 } as const

/** The lobby's calls, each with the prize mode it was asked in. */
function lotteryServer() {
  const asked = { menu: [] as string[], results: [] as string[], launch: [] as Record<string, unknown>[] }
  mockFetch({
    '/lgw/vn/games/game_menu': (_url, init) => {
      asked.menu.push((JSON.parse(String(init?.body)) as { prizeMode: string }).prizeMode)
      return { value: { list: [HCM] } }
    },
    '/lgw/vn/numeros/opened/game': (_url, init) => {
      asked.results.push((JSON.parse(String(init?.body)) as { prizeMode: string }).prizeMode)
      return { value: { list: [] } }
    },
    '/lgw/games/game_menus': { value: { gameMenus: [{ gameGroupCode: 'TCG_LOTTO_VN', labelName: 'VN Lottery', gameType: 'LOTT', list: [TITLE] }] } },
    '/lgw/vn/games/game_menu/recent': { value: { list: [] } },
    '/lotto/lgw/games/opened/numero': { value: { list: [] } },
    '/wps/game/lotto/launch': (_url, init) => {
      asked.launch.push(JSON.parse(String(init?.body)) as Record<string, unknown>)
      return { value: { game_url: '/house/vnlottery/?s=x&view=betting' } }
    },
  })
  return asked
}

/** /vnlottery at `at` for a logged-in member, in the app's actor system with the real launch; the status says which prize modes the brand offers. */
function renderLobby(at: string, status: StatusReply = statusFixture()) {
  sessionStorage.setItem('account', 'juan')
  sessionStorage.setItem('isAgent', '0')
  sessionStorage.setItem('token', 't0k3n')
  const router = createMemoryRouter([
    { path: '/vnlottery', element: <SystemProvider status={status} imageCdn="/img"><VnLotteryPage /></SystemProvider> },
    { path: '/game', element: <p>game page</p> },
  ], { initialEntries: [at] })
  routers.push(router)
  const logic = bootedApp(status).provide({ actors: { loadGameLaunch: fromPromise(async () => launchGameLogic({ navigate: (to) => void router.navigate(to) })), session: sessionLogic } })
  render(
    <TestSystem logic={logic} input={{ session: readStoredSession() }}>
      <RouterProvider router={router} />
    </TestSystem>,
  )
  return router
}

describe('the Vietnamese lottery lobby’s prize mode', () => {
  it('offers the brand’s modes but Elott, each with what it pays; choosing ZY asks the menu and results in ZY, keeps it in the address, and launches in ZY', async () => {
    const asked = lotteryServer()
    const router = renderLobby('/vnlottery')
    const modes = await screen.findByRole('radiogroup', { name: 'Prize mode' })
    const radios = screen.getAllByRole('radio')
    expect(radios.map((r) => r.getAttribute('value'))).toEqual(['Lott', 'ZY', 'SEA'])
    expect(modes).toHaveTextContent('Pays back about 95% of stakes.')
    const zy = screen.getByRole('radio', { name: 'High payout (ZY)' })
    expect(zy).toHaveAccessibleDescription('“1 ăn 99”: pays back about 99%, with a lower limit per number.')
    expect(screen.getByRole('radio', { name: 'Standard (Lott)' })).toBeChecked()
    await waitFor(() => expect(asked.menu).toEqual(['Lott']))

    await userEvent.click(zy)
    expect(zy).toBeChecked()
    expect(router.state.location.search).toBe('?mode=ZY')
    await waitFor(() => expect(asked.menu).toEqual(['Lott', 'ZY']))
    await waitFor(() => expect(asked.results).toEqual(['Lott', 'ZY']))

    await userEvent.click(await screen.findByRole('button', { name: 'Bet on TP.HCM' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/game'))
    expect(asked.launch).toEqual([expect.objectContaining({ lottoPrizeMode: 'ZY', lottoGameCode: TITLE.gameId, backUrl: `${window.location.origin}/vnlottery?mode=ZY` })])
  })

  it('opens in the mode its address names (a reload or a shared link)', async () => {
    const asked = lotteryServer()
    renderLobby('/vnlottery?mode=SEA')
    expect(await screen.findByRole('radio', { name: 'Southeast Asian (SEA)' })).toBeChecked()
    await waitFor(() => expect(asked.menu).toEqual(['SEA']))
    await waitFor(() => expect(asked.results).toEqual(['SEA']))
  })

  it('shows no choice when the brand offers one mode, and asks in that one whatever the address says', async () => {
    const asked = lotteryServer()
    const brand = systemInfoFixture().brand
    renderLobby('/vnlottery?mode=ZY', statusFixture({ info: systemInfoFixture({ brand: { ...brand, prizeModes: ['Lott', 'Elott'] } }) }))
    await userEvent.click(await screen.findByRole('button', { name: 'Bet on TP.HCM' }))
    await waitFor(() => expect(asked.launch).toHaveLength(1))
    expect(asked.menu).toEqual(['Lott'])
    expect(asked.launch[0]).toMatchObject({ lottoPrizeMode: 'Lott' })
    expect(screen.queryByRole('radiogroup')).toBeNull()
  })
})
