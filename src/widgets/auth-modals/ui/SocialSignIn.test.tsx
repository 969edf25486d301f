import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { initI18n, loadTexts } from '@/shared/i18n'
import { mockFetch } from '@/shared/testing'
import { memberInfoFixture, renderWithApp, resetAuthState } from '../testing/harness.tsx'
import { SocialButtons, SocialCallbackPanel } from '@/features/social-sign-in'

beforeAll(async () => {
  await initI18n('en')
  // As the app's loader reads them with the auth modals' chunk (app/layout/LazyModals.tsx).
  await loadTexts('account')
})
beforeEach(() => {
  vi.stubGlobal('scrollTo', vi.fn())
  sessionStorage.clear()
})
afterEach(() => {
  resetAuthState()
  vi.unstubAllGlobals()
})

const loginReply = { token: 's0c1al', account: 'ana01', customerId: 'c9', isAgent: 0, firstTimeLogin: true, passwordExpired: false, defaultPassword: false, expiresIn: 3600 }
const pending = { status: 'pending', pending: { ticket: 'tkt', provider: 'google', email: 'ana@example.com', name: 'Ana', expiresIn: 600 } }
const bodyOf = (fetch: ReturnType<typeof mockFetch>, path: string) => {
  const call = fetch.mock.calls.find(([u]) => String(u).endsWith(path))
  return call ? JSON.parse(String(call[1]?.body)) : undefined
}

describe('social buttons', () => {
  it('show only the providers the server lists', async () => {
    mockFetch({ '/wps/social/providers': { value: { providers: [{ provider: 'google', displayName: 'Google' }] } } })
    renderWithApp(<SocialButtons />)
    expect(await screen.findByTestId('social-google')).toHaveTextContent('Google')
    expect(screen.queryByTestId('social-facebook')).toBeNull()
  })

  it('show nothing when no provider is on', async () => {
    const fetch = mockFetch({ '/wps/social/providers': { value: { providers: [] } } })
    renderWithApp(<SocialButtons />)
    await waitFor(() => expect(fetch).toHaveBeenCalled())
    expect(screen.queryByTestId('social-buttons')).toBeNull()
  })
})

describe('back from the provider', () => {
  it('a linked identity is logged in and goes home', async () => {
    const fetch = mockFetch({
      '/wps/social/callback': { value: { status: 'loggedIn', login: loginReply } },
      '/wps/member/info': { value: memberInfoFixture },
    })
    const { router } = renderWithApp(<SocialCallbackPanel search="?code=c&state=s" />, { at: '/social/callback?code=c&state=s' })
    await waitFor(() => expect(router.state.location.pathname).toBe('/index'))
    expect(bodyOf(fetch, '/wps/social/callback')).toEqual({ search: '?code=c&state=s' })
    expect(sessionStorage.getItem('token')).toBe('s0c1al')
  })

  it('a new identity registers a new account after confirming it is irreversible', async () => {
    const fetch = mockFetch({
      '/wps/social/callback': { value: pending },
      '/wps/social/register': { value: loginReply },
      '/wps/member/info': { value: memberInfoFixture },
    })
    const { router } = renderWithApp(<SocialCallbackPanel search="?code=c&state=s" />, { at: '/social/callback' })
    expect(await screen.findByTestId('social-identity')).toHaveTextContent('You signed in with Google as ana@example.com.')
    await userEvent.click(screen.getByTestId('social-choose-register'))
    await userEvent.click(screen.getByTestId('social-submit'))
    expect(screen.getByTestId('social-username-error')).toBeInTheDocument()
    await userEvent.type(screen.getByTestId('social-username'), 'ana01x')
    await userEvent.click(screen.getByTestId('social-submit'))
    expect(screen.getByTestId('social-confirm-text')).toHaveTextContent('Create the account ana01x for your Google sign-in?')
    // Going back keeps nothing sent; confirming sends it.
    await userEvent.click(screen.getByTestId('social-confirm-back'))
    expect(bodyOf(fetch, '/wps/social/register')).toBeUndefined()
    await userEvent.click(screen.getByTestId('social-submit'))
    await userEvent.click(screen.getByTestId('social-confirm'))
    await waitFor(() => expect(router.state.location.pathname).toBe('/index'))
    expect(bodyOf(fetch, '/wps/social/register')).toEqual({ ticket: 'tkt', username: 'ana01x' })
    expect(sessionStorage.getItem('token')).toBe('s0c1al')
  })

  it('link: a wrong password is reported and the form stays; a spent ticket ends the flow', async () => {
    let attempts = 0
    mockFetch({
      '/wps/social/callback': { value: pending },
      '/wps/social/link': () => (++attempts === 1
        ? { fail: { code: 'LOGIN_FAILED', message: 'Incorrect username or password.' } }
        : { fail: { code: 'SOCIAL_TICKET_INVALID', message: 'This sign-in has expired. Please start again.' } }),
    })
    renderWithApp(<SocialCallbackPanel search="?code=c&state=s" />, { at: '/social/callback' })
    await userEvent.click(await screen.findByTestId('social-choose-link'))
    await userEvent.type(screen.getByTestId('social-username'), 'juan')
    await userEvent.type(screen.getByTestId('social-password'), 'wrong')
    await userEvent.click(screen.getByTestId('social-submit'))
    expect(screen.getByTestId('social-confirm-text')).toHaveTextContent('Link your Google sign-in to the account juan?')
    await userEvent.click(screen.getByTestId('social-confirm'))
    expect(await screen.findByTestId('failure-dialog')).toBeInTheDocument()
    expect(screen.getByText('Incorrect username or password.')).toBeInTheDocument()
    await userEvent.click(screen.getByTestId('dialog-confirm'))
    await waitFor(() => expect(screen.queryByTestId('failure-dialog')).toBeNull())
    expect(screen.getByTestId('social-link-form')).toBeInTheDocument()
    await userEvent.type(screen.getByTestId('social-password'), 'again')
    await userEvent.click(screen.getByTestId('social-submit'))
    await userEvent.click(await screen.findByTestId('social-confirm'))
    expect(await screen.findByTestId('social-failed')).toHaveTextContent('This sign-in has expired. Please start again.')
  })

  it('a refused callback shows why, with the way back to the login', async () => {
    mockFetch({ '/wps/social/callback': { fail: { code: 'SOCIAL_STATE_INVALID', message: 'This sign-in has expired or was already used. Please start again.' } } })
    renderWithApp(<SocialCallbackPanel search="?code=c&state=old" />, { at: '/social/callback' })
    expect(await screen.findByTestId('social-failed')).toHaveTextContent('already used')
    expect(screen.getByTestId('social-failed-login')).toBeInTheDocument()
  })
})
