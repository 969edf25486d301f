import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import Cookies from 'js-cookie'
import { createMemoryRouter, RouterProvider } from 'react-router'
import type { StatusReply } from '@/shared/api'
import { initI18n } from '@/shared/i18n'
import { DialogHost, LoaderHost } from '@/shared/ui'
import { TestSystem, bootedApp, createTestQueryClient, lastModals as modals, testActor, testModals, mockFetch, moduleNode, statusFixture, systemInfoFixture } from '@/shared/testing'
import { SystemProvider, rememberSystemInfo } from '@/entities/system'
import { readRememberedLogin, readStoredSession, sessionFacts, sessionLogic } from '@/entities/session'
import { balanceLogic } from '@/entities/wallet'
import { afterLoginLogic } from '@/features/after-login'
import { freePlayLogic } from '@/features/free-play'
import { AuthBlock } from './AuthBlock.tsx'

beforeAll(async () => {
  await initI18n('en')
})
beforeEach(() => vi.stubGlobal('scrollTo', vi.fn()))
afterEach(() => {
  // The modals, dialog, loader and session belong to each test's own system.
  sessionStorage.clear()
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name)
  vi.unstubAllGlobals()
})

const member = {
  id: 'm1', account: 'juan', nickname: 'Juan', type: 0, isAgent: 0, toUpline: false, clubLabel: { labelName: 'Club' }, memberLabel: [], currency: 'TLB', mobileNum: '', countryDialingCode: '63', email: '',
}
const statusWith = (modules: Record<string, '1' | '0'>): StatusReply => {
  const info = systemInfoFixture()
  return statusFixture({ info: { ...info, whitelabel: [...info.whitelabel, ...Object.entries(modules).map(([id, on]) => moduleNode(id, on))] } })
}

function renderBlock(status = statusWith({ MEMBERCENTER3: '1' }), at = '/promotions') {
  rememberSystemInfo(status)
  const router = createMemoryRouter([{ path: '*', element: <SystemProvider status={status} imageCdn="/img"><AuthBlock /></SystemProvider> }], { initialEntries: [at] })
  const queryClient = createTestQueryClient()
  const logic = bootedApp(status).provide({
    actors: { balance: balanceLogic, freePlay: freePlayLogic({ navigate: (to) => void router.navigate(to) }), session: sessionLogic.provide({ actors: { afterLogin: afterLoginLogic(queryClient) } }) },
  })
  // As the app: the session starts from what session storage holds.
  render(
    <TestSystem logic={logic} input={{ session: readStoredSession() }} queryClient={queryClient}>
      <RouterProvider router={router} />
      <LoaderHost />
      <DialogHost />
    </TestSystem>,
  )
  return router
}

function logIn(isAgent = 0) {
  sessionStorage.setItem('account', 'juan')
  sessionStorage.setItem('customerId', 'c1')
  sessionStorage.setItem('isAgent', String(isAgent))
  sessionStorage.setItem('token', 't0k3n')
}

/** Another login in this tab (the session actor's `session.started`), of the given agent type (4: trial). */
const logInAgain = (isAgent: number) =>
  act(() =>
    testActor('session').send({
      type: 'session.started',
      reply: { token: `t-${isAgent}`, account: 'juan', customerId: 'c1', isAgent, firstTimeLogin: false, passwordExpired: false, defaultPassword: false, expiresIn: 3600 },
      flow: 'login',
    }),
  )

describe('the logged-in block', () => {
  it('shows the VIP service label of the member info (spec §3, memberLabel[0]) as a link to the VIP page', async () => {
    mockFetch({ '/wps/member/info': { value: { ...member, memberLabel: [{ labelName: 'VIP2' }] } }, '/wps/member/info/icon': { value: { icon: '' } }, '/wps/v2/wallets/balance': { value: { sumBalance: 0 } } })
    logIn()
    const router = renderBlock()
    const vip = await screen.findByRole('link', { name: 'VIP level: VIP2' })
    expect(vip).toHaveTextContent('VIP2')
    await userEvent.click(vip)
    expect(router.state.location.pathname).toBe('/vip')
  })

  it('shows no VIP label while the member info has none', async () => {
    mockFetch({ '/wps/member/info': { value: member }, '/wps/member/info/icon': { value: { icon: '' } }, '/wps/v2/wallets/balance': { value: { sumBalance: 0 } } })
    logIn()
    renderBlock()
    expect(await screen.findByTestId('member-account')).toHaveTextContent('juan')
    expect(screen.queryByTestId('member-vip')).toBeNull()
  })

  it('shows the avatar, the account name, the balance, the member menu (spec §2), Deposit and Sign out', async () => {
    const fetch = mockFetch({ '/wps/member/info': { value: member }, '/wps/member/info/icon': { value: { icon: '/img/avatar/1.png' } }, '/wps/v2/wallets/balance': { value: { sumBalance: 123456789 } } })
    logIn()
    renderBlock()
    expect(await screen.findByTestId('member-account')).toHaveTextContent('juan')
    await waitFor(() => expect(screen.getByTestId('member-avatar').querySelector('img')).toHaveAttribute('src', '/img/avatar/1.png'))
    expect(screen.queryByTestId('header-login')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Member menu' }))
    const menu = await screen.findByRole('menu')
    expect([...menu.querySelectorAll('[data-key]')].map((i) => i.textContent)).toEqual(['Members', 'Withdrawal', 'Account record', 'Betting record', 'Sign out'])
    await userEvent.keyboard('{Escape}')
    expect(screen.getByTestId('header-deposit')).toHaveTextContent('Deposit')
    // The wallet balance (spec §2, §9): currency symbol, two decimals, thousands separators.
    expect(screen.getByTestId('balance-refresh')).toHaveTextContent('TLB')
    await waitFor(() => expect(screen.getByTestId('balance-amount')).toHaveTextContent('1,234,567.89'))
    const asked = fetch.mock.calls.filter(([url]) => String(url).includes('/wps/v2/wallets/balance')).length
    await userEvent.click(screen.getByTestId('balance-refresh'))
    await waitFor(() => expect(fetch.mock.calls.filter(([url]) => String(url).includes('/wps/v2/wallets/balance')).length).toBe(asked + 1))
    await userEvent.click(screen.getByTestId('balance-toggle'))
    expect(screen.getByTestId('balance-amount')).toHaveTextContent('***')
    // The choice outlives a reload; the eye shows the balance again.
    cleanup()
    renderBlock()
    expect(await screen.findByTestId('balance-amount')).toHaveTextContent('***')
    await userEvent.click(screen.getByTestId('balance-toggle'))
    await waitFor(() => expect(screen.getByTestId('balance-amount')).toHaveTextContent('1,234,567.89'))
    expect(localStorage.getItem('balanceHidden')).toBeNull()
  })

  it('a balance refresh that fails says so, keeps the last figure, and its message tries again', async () => {
    let down = false
    mockFetch({
      '/wps/member/info': { value: member },
      '/wps/member/info/icon': { value: { icon: '' } },
      '/wps/v2/wallets/balance': () => (down ? { networkError: true } : { value: { sumBalance: 150000 } }),
    })
    logIn()
    renderBlock()
    await waitFor(() => expect(screen.getByTestId('balance-amount')).toHaveTextContent('1,500.00'))
    expect(screen.queryByTestId('balance-failed')).toBeNull()
    // The server goes away; the member asks for the balance.
    down = true
    await userEvent.click(screen.getByTestId('balance-refresh'))
    expect(await screen.findByRole('button', { name: 'Not updated. Retry' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Not updated. Retry')
    expect(screen.getByTestId('balance-amount')).toHaveTextContent('1,500.00')
    // Back again: the message is the retry.
    down = false
    await userEvent.click(screen.getByTestId('balance-failed'))
    await waitFor(() => expect(screen.queryByTestId('balance-failed')).toBeNull())
    expect(screen.getByTestId('balance-amount')).toHaveTextContent('1,500.00')
  })

  it('Deposit: a member gets the member centre; a trial account the real-account warning, and no member centre', async () => {
    mockFetch({ '/wps/member/info/icon': { value: { icon: '' } } })
    logIn()
    renderBlock()
    await userEvent.click(await screen.findByTestId('header-deposit'))
    expect(modals.isOpen('memberCentre')).toBe(true)
    act(() => modals.closeAll())
    logInAgain(4)
    await userEvent.click(await screen.findByTestId('header-deposit'))
    expect(await screen.findByTestId('dialog')).toHaveTextContent('This needs a real account')
    expect(modals.isOpen('memberCentre')).toBe(false)
  })

  it('each member menu item and Deposit open the member centre on their page', async () => {
    mockFetch({ '/wps/member/info/icon': { value: { icon: '' } } })
    logIn()
    renderBlock()
    const shownPage = () => (testActor('modals').getSnapshot().context.stack as { name: string; payload?: unknown }[]).find((m) => m.name === 'memberCentre')?.payload
    const pick = async (label: string) => {
      await userEvent.click(await screen.findByRole('button', { name: 'Member menu' }))
      await userEvent.click(within(await screen.findByRole('menu')).getByText(label))
    }
    const asked: Record<string, unknown> = {}
    for (const label of ['Members', 'Withdrawal', 'Account record', 'Betting record']) {
      await pick(label)
      asked[label] = shownPage()
      act(() => modals.closeAll())
    }
    await userEvent.click(screen.getByTestId('header-deposit'))
    asked.Deposit = shownPage()
    expect(asked).toEqual({ Members: 'securityCenter', Withdrawal: 'withdraw', 'Account record': 'transactionHistory', 'Betting record': 'personalHistoryCopy', Deposit: 'depositv2' })
  })

  it('hides the member menu for a trial account (isAgent 4) and when MEMBERCENTER3 is off', async () => {
    mockFetch({ '/wps/member/info/icon': { value: { icon: '' } } })
    logIn(4)
    renderBlock()
    await screen.findByTestId('member-account')
    expect(screen.queryByRole('button', { name: 'Member menu' })).toBeNull()
  })

  it('Sign out asks first: Cancel keeps the session; Submit logs out, keeps the merchant key and goes to /index', async () => {
    const fetch = mockFetch({ '/wps/member/info/icon': { value: { icon: '' } }, '/wps/session/logout': { value: { loggedOut: true } } })
    logIn()
    const router = renderBlock()
    await userEvent.click(await screen.findByTestId('header-sign-out'))
    expect(await screen.findByTestId('dialog')).toHaveTextContent('Are you sure you want to log out?')
    await userEvent.click(screen.getByTestId('dialog-cancel'))
    await waitFor(() => expect(screen.queryByTestId('dialog')).toBeNull())
    expect(sessionStorage.getItem('token')).toBe('t0k3n')

    await userEvent.click(screen.getByTestId('header-sign-out'))
    await userEvent.click(await screen.findByTestId('dialog-confirm'))
    await waitFor(() => expect(router.state.location.pathname).toBe('/index'))
    const call = fetch.mock.calls.find(([u]) => String(u).endsWith('/wps/session/logout'))!
    expect(call[1]?.method).toBe('DELETE')
    expect(sessionStorage.getItem('token')).toBeNull()
    expect(sessionStorage.getItem('account')).toBeNull()
    expect(sessionStorage.getItem('merchant')).toBe('tala')
    expect(await screen.findByTestId('header-login')).toBeInTheDocument()
  })

  it('Sign out keeps the remembered login: the last user, the box and the remembered mark stay', async () => {
    mockFetch({ '/wps/member/info/icon': { value: { icon: '' } }, '/wps/session/logout': { value: { loggedOut: true } } })
    Cookies.set('tala-login', 'juan')
    Cookies.set('loginRemember', '1')
    Cookies.set('juan', '1')
    logIn()
    const router = renderBlock()
    await userEvent.click(await screen.findByTestId('header-sign-out'))
    await userEvent.click(await screen.findByTestId('dialog-confirm'))
    await waitFor(() => expect(router.state.location.pathname).toBe('/index'))
    expect(readRememberedLogin('tala')).toEqual({ username: 'juan', remember: true, rememberedPassword: true, sms: null })
  })
})

describe('free trial and real-account actions', () => {
  it('Free trial logs in as a trial account: no member menu, modals closed, at /', async () => {
    const fetch = mockFetch({
      '/wps/session/login/freeplay': { value: { token: 'trial', account: 'guest01', customerId: 'g1', isAgent: 4, firstTimeLogin: true, passwordExpired: false, defaultPassword: false, expiresIn: 3600 } },
      '/wps/member/info': { value: { ...member, account: 'guest01', isAgent: 4 } },
      '/wps/member/info/icon': { value: { icon: '' } },
    })
    const router = renderBlock(statusWith({ MEMBERCENTER3: '1', FREEPLAY3: '1' }))
    await userEvent.click(await screen.findByTestId('header-free-trial'))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(sessionStorage.getItem('isAgent')).toBe('4')
    expect(await screen.findByTestId('member-account')).toHaveTextContent('guest01')
    expect(screen.queryByRole('button', { name: 'Member menu' })).toBeNull()
    const body = JSON.parse(String(fetch.mock.calls.find(([u]) => String(u).endsWith('/freeplay'))![1]?.body))
    expect(body).toMatchObject({ platform: 'W' })
    expect(typeof body.os).toBe('string')
    expect(String(body.random).split('.')).toHaveLength(4)
  })

  it('the modal gate warns a trial account with a confirm button, and opens the modal for a member', async () => {
    mockFetch({ '/wps/member/info/icon': { value: { icon: '' } } })
    logIn(4)
    renderBlock()
    act(() => testModals().request('memberCentre', 'realAccount', sessionFacts(testActor('session'))))
    expect(await screen.findByTestId('dialog')).toHaveTextContent('This needs a real account')
    expect(screen.getByTestId('dialog-confirm')).toHaveTextContent('Confirm')
    expect(modals.isOpen('memberCentre')).toBe(false)
    // A real account logs in.
    logInAgain(0)
    act(() => testModals().request('memberCentre', 'realAccount', sessionFacts(testActor('session'))))
    expect(modals.isOpen('memberCentre')).toBe(true)
  })
})
