import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, render, screen, waitFor } from '@testing-library/react'
import { initI18n } from '@/shared/i18n'
import { gameVendorFixture, mockFetch, noticesFixture, statusFixture, type MockReply } from '@/shared/testing'
import { App } from '@/app'

beforeAll(async () => {
  await initI18n('en')
})
beforeEach(() => {
  window.history.replaceState(null, '', '/index?ref=FRIEND7')
  vi.stubGlobal('scrollTo', vi.fn())
})
afterEach(() => {
  sessionStorage.clear()
  vi.unstubAllGlobals()
})

const routes = (memberInfo: MockReply) =>
  mockFetch({
    '/wps/system/status': { value: statusFixture() },
    '/wps/relay/GCSGAME_gameVendor': { value: gameVendorFixture() },
    '/wps/relay/MCSFE_getListAnnouncements': { value: noticesFixture() },
    '/wps/member/info': memberInfo,
    '/wps/member/info/icon': { value: { icon: '' } },
    '/wps/relay/GCSGAME_hotGamesV2': { value: { list: [] } },
    '/wps/relay/GCS_recentGame': { value: { list: [] } },
    '/wps/relay/MCSFE_getFavoriteGames': { value: { gameIds: [] } },
    '/wps/relay/MCSFE_getFavoriteGamesList': { value: { list: [] } },
  })

const member = { id: 'm1', account: 'juan', nickname: 'Juan', type: 0, isAgent: 0, toUpline: false, clubLabel: { labelName: 'Club' }, memberLabel: [], currency: 'TLB', mobileNum: '', countryDialingCode: '63', email: '' }

describe('boot with a stored session', () => {
  it('loads the member info with the token and shows the logged-in block; keeps a referral code', async () => {
    // No stored account name: the header's comes from the member info.
    sessionStorage.setItem('token', 't0k3n')
    const fetch = routes({ value: member })
    render(<App />)
    // The home chunk (lobby strips included) is transformed on first use: allow for a slow machine.
    await waitFor(() => expect(screen.getByTestId('member-account')).toHaveTextContent('juan'), { timeout: 8_000 })
    const info = fetch.mock.calls.find(([u]) => String(u).endsWith('/wps/member/info'))!
    expect(new Headers(info[1]?.headers).get('Authorization')).toBe('Bearer t0k3n')
    expect(sessionStorage.getItem('referralCode')).toBe('FRIEND7')
  })

  it('an invalid token logs out: the login button shows again', async () => {
    sessionStorage.setItem('token', 'stale')
    routes({ fail: { code: 'UNAUTHORIZED', message: 'Not logged in' }, status: 401 })
    render(<App />)
    expect(await screen.findByTestId('header-login', {}, { timeout: 8_000 })).toBeInTheDocument()
    expect(sessionStorage.getItem('token')).toBeNull()
    expect(sessionStorage.getItem('merchant')).toBe('tala')
  })

  it('another tab signs out (the storage event): this tab shows the login button too', async () => {
    sessionStorage.setItem('token', 't0k3n')
    sessionStorage.setItem('account', 'juan')
    routes({ value: member })
    render(<App />)
    expect(await screen.findByTestId('member-account', {}, { timeout: 8_000 })).toHaveTextContent('juan')
    act(() => {
      sessionStorage.removeItem('token')
      window.dispatchEvent(new StorageEvent('storage', { key: 'token', storageArea: sessionStorage }))
    })
    expect(await screen.findByTestId('header-login')).toBeInTheDocument()
  })
})
