import { StrictMode } from 'react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { initI18n } from '@/shared/i18n'
import { gameVendorFixture, helpCenterFixture, mockFetch, noticesFixture, statusFixture, type MockReply } from '@/shared/testing'
import { App } from '@/app'

beforeAll(async () => {
  await initI18n('en')
})

beforeEach(() => {
  window.history.replaceState(null, '', '/')
  vi.stubGlobal('scrollTo', vi.fn())
})
afterEach(() => vi.unstubAllGlobals())

const appRoutes = (status: MockReply | (() => MockReply)) =>
  mockFetch({
    '/wps/system/status': status,
    '/wps/relay/GCSGAME_gameVendor': { value: gameVendorFixture() },
    '/wps/relay/MCSFE_getListAnnouncements': { value: noticesFixture() },
    '/wps/system/helpCenter': { value: helpCenterFixture() },
  })

describe('boot', () => {
  it('opens the app when the site is open: / goes to /index', async () => {
    const fetch = appRoutes({ value: statusFixture() })
    render(<App />)
    // The splash of index.html while the locale loads; then the status call.
    expect(screen.getByTestId('boot-splash')).toBeInTheDocument()
    expect(await screen.findByTestId('page-index')).toBeInTheDocument()
    expect(window.location.pathname).toBe('/index')
    expect(await screen.findByTestId('nav-RNG')).toBeInTheDocument()
    expect(screen.getByRole('banner')).toBeInTheDocument()
    expect(screen.getByRole('main')).toBeInTheDocument()
    // The footer renders in a task after the first screen has painted.
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument()
    expect(String(fetch.mock.calls[0][0])).toBe(`/wps/system/status?url=${encodeURIComponent(window.location.host)}`)
    // The merchant key of the session; the status reply itself is not copied to storage.
    expect(sessionStorage.getItem('merchant')).toBe('tala')
    expect(sessionStorage.getItem('validation')).toBeNull()
    expect(sessionStorage.getItem('settings')).toBeNull()
  })

  it('boots under StrictMode too (the root system survives React’s remount of effects)', async () => {
    appRoutes({ value: statusFixture() })
    render(
      <StrictMode>
        <App />
      </StrictMode>,
    )
    expect(await screen.findByTestId('page-index')).toBeInTheDocument()
    expect(await screen.findByTestId('nav-RNG')).toBeInTheDocument()
  })

  it('a reload of /game goes on playing the game the launch kept', async () => {
    appRoutes({ value: statusFixture() })
    sessionStorage.setItem('tala.currentGame', JSON.stringify({ url: '/house/slot/?s=abc&lang=en', name: 'Lucky Tala' }))
    window.history.replaceState(null, '', '/game')
    try {
      render(<App />)
      expect(await screen.findByTestId('game-frame')).toHaveAttribute('src', '/house/slot/?s=abc&lang=en')
    } finally {
      sessionStorage.removeItem('tala.currentGame')
    }
  })

  it('shows the maintenance page with a Contact us button that opens customer service', async () => {
    appRoutes({ value: statusFixture({ maintenance: true }) })
    const open = vi.fn()
    vi.stubGlobal('open', open)
    render(<App />)
    const page = await screen.findByTestId('maintenance-page')
    expect(page).toHaveTextContent('System maintenance')
    expect(page).toHaveTextContent('We are currently performing a system maintenance to serve you better.')
    expect(screen.queryByTestId('page-index')).toBeNull()
    await userEvent.click(screen.getByTestId('contact-us'))
    expect(open).toHaveBeenCalledWith('https://support.example.com/chat', '_blank', 'noopener,noreferrer')
  })

  it('maintenance switched off: the open maintenance page gives way to the app by itself, without a reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      let maintenance = true
      const fetch = appRoutes(() => ({ value: statusFixture({ maintenance }) }))
      render(<App />)
      expect(await screen.findByTestId('maintenance-page')).toBeInTheDocument()
      const asked = () => fetch.mock.calls.filter(([url]) => String(url).startsWith('/wps/system/status')).length
      const before = asked()
      maintenance = false
      // The closed site asks its status again every 15 s.
      await vi.advanceTimersByTimeAsync(15_000)
      expect(await screen.findByTestId('page-index')).toBeInTheDocument()
      expect(screen.queryByTestId('maintenance-page')).toBeNull()
      expect(asked()).toBe(before + 1)
    } finally {
      vi.useRealTimers()
    }
  })

  it('maintenance page: the browser coming back online asks the status at once', async () => {
    let maintenance = true
    appRoutes(() => ({ value: statusFixture({ maintenance }) }))
    render(<App />)
    expect(await screen.findByTestId('maintenance-page')).toBeInTheDocument()
    maintenance = false
    window.dispatchEvent(new Event('online'))
    expect(await screen.findByTestId('page-index')).toBeInTheDocument()
  })

  it('shows Access Denied with the visitor IP and country', async () => {
    appRoutes({ value: statusFixture({ regionRestriction: true, location: { ip: '49.145.0.10', country: 'PH' } }) })
    render(<App />)
    expect(await screen.findByTestId('access-denied-page')).toHaveTextContent('Access Denied')
    expect(screen.getByTestId('denied-ip')).toHaveTextContent('49.145.0.10')
    expect(screen.getByTestId('denied-country')).toHaveTextContent('PH')
    expect(screen.getByTestId('contact-us')).toHaveTextContent('Contact Us')
  })

  it('maintenance switched on while a visitor browses: the next call answers MAINTENANCE and the maintenance page shows', async () => {
    let maintenance = false
    mockFetch({
      '/wps/system/status': { value: statusFixture() },
      '/wps/relay/GCSGAME_gameVendor': { value: gameVendorFixture() },
      '/wps/relay/MCSFE_getListAnnouncements': { value: noticesFixture() },
      '/wps/relay/GCSGAME_gameList': () =>
        maintenance ? { fail: { code: 'MAINTENANCE', message: 'The site is under maintenance. Please try again later.' }, status: 503 } : { value: { list: [], total: 0, page: 1, pageSize: 1 } },
    })
    render(<App />)
    expect(await screen.findByTestId('page-index')).toBeInTheDocument()
    maintenance = true
    // Any call refused by the gate (here the catalogue of the slots page) closes the site.
    await userEvent.click(await screen.findByTestId('nav-RNG'))
    // The slots page chunk is transformed on first use before it calls: allow for a slow machine.
    expect(await screen.findByTestId('maintenance-page', {}, { timeout: 8_000 })).toHaveTextContent('System maintenance')
    expect(screen.queryByTestId('page-index')).toBeNull()
  })

  it('a region block while browsing shows Access Denied with the address the server saw', async () => {
    mockFetch({
      '/wps/system/status': { value: statusFixture() },
      '/wps/relay/GCSGAME_gameVendor': { value: gameVendorFixture() },
      '/wps/relay/MCSFE_getListAnnouncements': { value: noticesFixture() },
      '/wps/relay/GCSGAME_hotGamesV2': { fail: { code: 'REGION_RESTRICTED', message: 'The site is not available in your location.', value: { ip: '203.0.113.9', country: 'SG' } }, status: 403 },
    })
    render(<App />)
    expect(await screen.findByTestId('access-denied-page')).toBeInTheDocument()
    expect(screen.getByTestId('denied-ip')).toHaveTextContent('203.0.113.9')
    expect(screen.getByTestId('denied-country')).toHaveTextContent('SG')
  })

  it('shows a retry screen when the network fails, and Retry asks again', async () => {
    let fail = true
    appRoutes(() => (fail ? { networkError: true } : { value: statusFixture() }))
    render(<App />)
    const failed = await screen.findByTestId('boot-failed')
    expect(failed).toHaveTextContent('Network link is abnormal, please try again')
    fail = false
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByTestId('page-index')).toBeInTheDocument()
  })

  it('offline, says so and comes back by itself when the browser is online again', async () => {
    let offline = true
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => !offline)
    appRoutes(() => (offline ? { networkError: true } : { value: statusFixture() }))
    render(<App />)
    const failed = await screen.findByTestId('boot-failed')
    expect(failed).toHaveTextContent('You are offline')
    expect(failed).toHaveTextContent('The page comes back by itself when you are online again.')
    offline = false
    window.dispatchEvent(new Event('online'))
    expect(await screen.findByTestId('page-index')).toBeInTheDocument()
    onLine.mockRestore()
  })

  it('names the Retry button in the active language', async () => {
    appRoutes({ networkError: true })
    await initI18n('ty')
    render(<App />)
    await screen.findByTestId('boot-failed')
    expect(screen.getByRole('button', { name: 'Subukang muli' })).toBeInTheDocument()
    expect(screen.getByTestId('boot-failed')).toHaveTextContent('Abnormal ang koneksyon sa network, pakisubukang muli')
    await initI18n('en')
  })
})
