import { fromPromise } from 'xstate'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import type { StatusReply } from '@/shared/api'
import { Paths } from '@/shared/config'
import { initI18n } from '@/shared/i18n'
import { isTimeoutError, withTimeout } from '@/shared/lib'
import { TestSystem, gameVendorFixture, helpCenterFixture, mockFetch, moduleNode, noticesFixture, statusFixture, systemInfoFixture } from '@/shared/testing'
import { SystemProvider } from '@/entities/system'
import { readStoredSession, sessionLogic } from '@/entities/session'
import { balanceLogic } from '@/entities/wallet'
import { launchGameLogic } from '@/features/launch-game'
import { appMachine } from '@machines/app.machine.ts'
import { AppRoutes, AttachNavigator, pageRoutes, type RouteOptions } from './routes.tsx'
import { createNavigator } from './navigator.ts'
import { lazyPage } from './lazyPage.tsx'

beforeAll(async () => {
  await initI18n('en')
})

let scrollTo: ReturnType<typeof vi.fn>
beforeEach(() => {
  scrollTo = vi.fn()
  vi.stubGlobal('scrollTo', scrollTo)
  mockFetch({
    '/wps/relay/GCSGAME_gameVendor': { value: gameVendorFixture() },
    '/wps/relay/MCSFE_getListAnnouncements': { value: noticesFixture() },
    '/wps/system/helpCenter': { value: helpCenterFixture() },
  })
})
afterEach(() => {
  vi.unstubAllGlobals()
})

const homeRedirectStatus = () => statusFixture({ info: systemInfoFixture({ whitelabel: [moduleNode('HOMEREDIRECT3', '1')] }) })

function renderAt(path: string, { status = statusFixture(), pages }: { status?: StatusReply; pages?: RouteOptions['pages'] } = {}) {
  // The router as the app lends it to the root: its navigate and its current path.
  const router = createNavigator()
  const logic = appMachine.provide({ actors: { balance: balanceLogic, loadGameLaunch: fromPromise(async () => launchGameLogic({ navigate: router.navigate })), session: sessionLogic } })
  render(
    <TestSystem logic={logic} input={{ session: readStoredSession() }}>
      <SystemProvider status={status} imageCdn="/img">
        <MemoryRouter initialEntries={[path]}>
          <AttachNavigator navigator={router} />
          {/* The session as the app starts it: from session storage. */}
          <AppRoutes status={status} pages={pages} hasSession={() => readStoredSession() !== null} />
        </MemoryRouter>
      </SystemProvider>
    </TestSystem>,
  )
  return router
}

/** Spec §2: route -> [header, footer, side menu]. */
const expectedFrames: Record<string, [boolean, boolean, boolean]> = {
  '/index': [true, true, true],
  '/register': [true, true, true],
  '/register.html': [true, true, true],
  '/vip': [true, true, true],
  '/pointMall': [true, true, false],
  '/lottery': [true, false, false],
  '/vnlottery': [true, false, false],
  '/elott': [true, true, true],
  '/rng': [true, true, true],
  '/bingo': [true, true, true],
  '/live': [true, true, true],
  '/fish': [true, true, true],
  '/pvp': [true, true, true],
  '/esports': [true, true, true],
  '/promotions': [true, true, true],
  '/promoDetail': [true, true, true],
  '/seamless': [true, false, false],
  '/help': [true, true, true],
  '/helpmc': [false, false, false],
  '/app': [true, true, true],
  '/download': [true, true, true],
  '/join': [true, true, true],
  '/game': [true, false, false],
  '/login': [true, true, true],
  '/social/callback': [true, true, true],
}

describe('the route table', () => {
  it('has every route of spec §2 with its header, footer and side menu', () => {
    expect(Object.fromEntries(pageRoutes.map((r) => [r.path, [r.meta.header, r.meta.footer, r.meta.sideMenu]]))).toEqual(expectedFrames)
  })

  for (const route of pageRoutes) {
    const testId = route.meta.name === 'register' ? 'page-index' : `page-${route.meta.name}`
    it(`${route.path} loads its page (${testId}) in the right frame`, async () => {
      renderAt(route.path)
      expect(await screen.findByTestId(testId, undefined, { timeout: 3000 })).toBeInTheDocument()
      const [header, footer] = expectedFrames[route.path]
      expect(!!screen.queryByRole('banner', { hidden: true })).toBe(header)
      // The footer renders in a task after the page has painted: give a route without one the time it would take.
      if (footer) await waitFor(() => expect(screen.queryByRole('contentinfo', { hidden: true })).not.toBeNull())
      else await new Promise((r) => setTimeout(r, 300))
      expect(!!screen.queryByRole('contentinfo', { hidden: true })).toBe(footer)
      expect(document.title).toMatch(/\| Tala$/)
    })
  }

  it('/ redirects to /index and an unknown path goes home', async () => {
    const router = renderAt('/')
    await screen.findByTestId('page-index')
    expect(router.pathname()).toBe('/index')
    act(() => router.navigate('/nowhere'))
    await waitFor(() => expect(router.pathname()).toBe('/index'))
  })

  it('keeps the meta description in the language and brand of the visit', async () => {
    const meta = document.createElement('meta')
    meta.name = 'description'
    meta.content = 'static first-paint text'
    document.head.appendChild(meta)
    renderAt('/index')
    await screen.findByTestId('page-index')
    await waitFor(() => expect(meta.content).toBe('Tala: slots, live casino, fishing, sports and lottery games with one wallet, on your phone or computer.'))
    meta.remove()
  })

  it('/register opens home with the register modal', async () => {
    renderAt('/register')
    expect(await screen.findByTestId('page-index')).toBeInTheDocument()
    // The auth modals are a lazy chunk: allow for its first transform on a busy machine.
    expect(await screen.findByRole('dialog', { name: 'Register' }, { timeout: 5000 })).toBeInTheDocument()
  })

  it('/register for a logged-in member is home without the sign-up form', async () => {
    sessionStorage.setItem('account', 'juan')
    sessionStorage.setItem('customerId', 'c1')
    sessionStorage.setItem('isAgent', '0')
    sessionStorage.setItem('token', 't0k3n')
    renderAt('/register')
    expect(await screen.findByTestId('page-index')).toBeInTheDocument()
    await new Promise((r) => setTimeout(r, 1500))
    expect(screen.queryByRole('dialog', { name: 'Register' })).toBeNull()
    sessionStorage.clear()
  })

  it('/rng and /bingo are the same page with vendor tabs chosen by ?page', async () => {
    renderAt('/rng?page=TCG_SEA')
    const tab = await screen.findByRole('tab', { name: 'TCG_SEA Game Hall' })
    expect(tab).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tab', { name: 'PG Soft Game Hall' })).toHaveAttribute('aria-selected', 'false')
  })
})

describe('the home-redirect guard', () => {
  it('sends a visitor without a token to /login from anything but the open pages', async () => {
    const router = renderAt('/vip', { status: homeRedirectStatus() })
    expect(await screen.findByTestId('page-login')).toBeInTheDocument()
    expect(router.pathname()).toBe('/login')
    act(() => router.navigate('/rng'))
    await waitFor(() => expect(router.pathname()).toBe('/login'))
    act(() => router.navigate('/helpmc'))
    expect(await screen.findByTestId('page-helpmc')).toBeInTheDocument()
    act(() => router.navigate('/download'))
    expect(await screen.findByTestId('page-download')).toBeInTheDocument()
  })

  it('lets a visitor with a token through', async () => {
    sessionStorage.setItem('token', 't0k3n')
    const router = renderAt('/vip', { status: homeRedirectStatus() })
    expect(await screen.findByTestId('page-vip')).toBeInTheDocument()
    expect(router.pathname()).toBe('/vip')
  })
})

describe('page chunks', () => {
  it('a chunk that fails to load is reported as a load failure, inside the frame', async () => {
    renderAt('/vip', { pages: { vip: lazyPage(() => Promise.reject(new Error('Failed to fetch dynamically imported module'))) } })
    expect(await screen.findByTestId('page-load-failed')).toHaveTextContent('The page failed to load, please check your network and try again.')
    expect(screen.getByRole('banner')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument()
  })

  it('a chunk that failed offline loads again by itself when the browser is back online, and the page shows', async () => {
    let offline = true
    const load = vi.fn(async () => {
      if (offline) throw new TypeError('Failed to fetch dynamically imported module')
      return () => <p data-testid="page-vip">VIP</p>
    })
    renderAt('/vip', { pages: { vip: lazyPage(load) } })
    expect(await screen.findByTestId('page-load-failed')).toBeInTheDocument()
    offline = false
    act(() => void window.dispatchEvent(new Event('online')))
    expect(await screen.findByTestId('page-vip')).toHaveTextContent('VIP')
    expect(screen.queryByTestId('page-load-failed')).toBeNull()
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('Retry on a failed chunk loads it again in place, without reloading the site', async () => {
    let fail = true
    const load = vi.fn(async () => {
      if (fail) throw new TypeError('Failed to fetch dynamically imported module')
      return () => <p data-testid="page-vip">VIP</p>
    })
    renderAt('/vip', { pages: { vip: lazyPage(load) } })
    expect(await screen.findByTestId('page-load-failed')).toBeInTheDocument()
    fail = false
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    // (jsdom's reload does nothing: the page shows only if it loaded in place.)
    expect(await screen.findByTestId('page-vip')).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('a page that breaks while it renders is reported inside the frame, and the next page shows', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const Broken = () => {
      throw new Error('page bug')
    }
    const router = renderAt('/vip', { pages: { vip: async () => Broken } })
    expect(await screen.findByTestId('page-load-failed')).toHaveTextContent('The page failed to load')
    expect(screen.getByRole('banner')).toBeInTheDocument()
    act(() => router.navigate('/help'))
    expect(await screen.findByTestId('page-help', undefined, { timeout: 5000 })).toBeInTheDocument()
    expect(screen.queryByTestId('page-load-failed')).toBeNull()
    quiet.mockRestore()
  })

  it('a chunk that takes too long is reported as slow', async () => {
    renderAt('/vip', { pages: { vip: lazyPage(() => new Promise(() => undefined), 20) } })
    expect(await screen.findByTestId('page-load-failed')).toHaveTextContent('The page took longer to load than expected, please check your network.')
  })

  it('the time limit is 120 s', async () => {
    vi.useFakeTimers()
    try {
      const never = withTimeout(new Promise(() => undefined), 120_000)
      let error: unknown
      never.catch((e: unknown) => (error = e))
      await vi.advanceTimersByTimeAsync(119_999)
      expect(error).toBeUndefined()
      await vi.advanceTimersByTimeAsync(1)
      expect(isTimeoutError(error)).toBe(true)
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('scrolling on navigation', () => {
  it('goes to the top on a new page and to the element of the hash', async () => {
    const scrollIntoView = vi.fn()
    Element.prototype.scrollIntoView = scrollIntoView
    const router = renderAt(Paths.index)
    await screen.findByTestId('page-index')
    scrollTo.mockClear()
    act(() => router.navigate('/vip'))
    await screen.findByTestId('page-vip', undefined, { timeout: 5000 })
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'auto' })

    act(() => router.navigate('/help#terms'))
    await screen.findByRole('region', { name: 'User agreement' }, { timeout: 5000 })
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalled())
    expect(scrollIntoView.mock.contexts.some((el) => (el as Element).id === 'terms')).toBe(true)
  })
})
