import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createChallenge } from 'altcha-lib/v1'
import { initI18n, loadTexts } from '@/shared/i18n'
import { AuthModal } from '@/shared/ui'
import { lastModals as modals, mockFetch, statusFixture, systemInfoFixture } from '@/shared/testing'
import { memberInfoFixture, renderWithApp, resetAuthState, withModules } from '../testing/harness.tsx'
import { AuthModals } from './AuthModals.tsx'

beforeAll(async () => {
  await initI18n('en')
  // As the app's loader reads them with the auth modals' chunk (app/layout/LazyModals.tsx).
  await loadTexts('account')
})
beforeEach(() => {
  vi.stubGlobal('scrollTo', vi.fn())
})
afterEach(() => {
  resetAuthState()
  vi.unstubAllGlobals()
})

const passwordRule = () => {
  const info = systemInfoFixture()
  return statusFixture({
    info: { ...info, registerValidation: { ...info.registerValidation, password: { enabled: true, required: true, patternId: 'LETTERS_AND_DIGITS', acceptedPattern: '^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$', minLength: 8, maxLength: 20 } } },
  })
}

describe('change password', () => {
  it('requires the old password, checks the new one by the contract password rule (not the stored one) and the confirmation', async () => {
    const fetch = mockFetch({})
    sessionStorage.setItem('token', 't0k3n')
    renderWithApp(<AuthModals />, { status: passwordRule() })
    modals.open(AuthModal.changePassword)
    await userEvent.click(await screen.findByTestId('cpw-submit'))
    expect(screen.getByTestId('cpw-old-error')).toHaveTextContent('Old password cannot be empty')
    await userEvent.type(screen.getByTestId('cpw-new'), 'short')
    await userEvent.type(screen.getByTestId('cpw-confirm'), 'other')
    await userEvent.click(screen.getByTestId('cpw-submit'))
    expect(screen.getByTestId('cpw-new-error')).toHaveTextContent('8 to 64 characters of any kind, spaces included')
    expect(screen.getByTestId('cpw-confirm-error')).toHaveTextContent('The two entries do not match')
    // Letters only, with spaces: fine by the rule, though the stored rule asked for letters and digits.
    await userEvent.clear(screen.getByTestId('cpw-new'))
    await userEvent.type(screen.getByTestId('cpw-new'), 'only words here')
    await userEvent.click(screen.getByTestId('cpw-submit'))
    expect(screen.queryByTestId('cpw-new-error')).toBeNull()
    await userEvent.type(screen.getByTestId('cpw-new'), 'x'.repeat(50))
    await userEvent.click(screen.getByTestId('cpw-submit'))
    expect(screen.getByTestId('cpw-new-error')).toHaveTextContent('8 to 64 characters of any kind, spaces included')
    expect(fetch.mock.calls.some(([u]) => String(u).endsWith('/wps/member/password'))).toBe(false)
  })

  it('a new password the server finds on its leaked list shows the translated reason', async () => {
    mockFetch({ '/wps/member/password': { fail: { code: 'PASSWORD_BREACHED', message: 'leaked' } } })
    sessionStorage.setItem('token', 't0k3n')
    renderWithApp(<AuthModals />, { status: passwordRule() })
    modals.open(AuthModal.changePassword)
    await userEvent.type(await screen.findByTestId('cpw-old'), 'Old12345')
    await userEvent.type(screen.getByTestId('cpw-new'), 'Password1')
    await userEvent.type(screen.getByTestId('cpw-confirm'), 'Password1')
    await userEvent.click(screen.getByTestId('cpw-submit'))
    expect(await screen.findByTestId('failure-dialog')).toBeInTheDocument()
    expect(screen.getByTestId('dialog')).toHaveTextContent('This password is too common or has appeared in a data leak. Please choose another.')
    expect(modals.isOpen(AuthModal.changePassword)).toBe(true)
  })

  it('changes it (encrypted, with the token), reloads the member info, closes and goes to /', async () => {
    const fetch = mockFetch({ '/wps/member/password': { value: { done: true } }, '/wps/member/info': { value: memberInfoFixture } })
    sessionStorage.setItem('token', 't0k3n')
    const { router } = renderWithApp(<AuthModals />, { status: passwordRule() })
    modals.open(AuthModal.changePassword)
    await userEvent.type(await screen.findByTestId('cpw-old'), 'Old12345')
    await userEvent.type(screen.getByTestId('cpw-new'), 'New12345')
    await userEvent.type(screen.getByTestId('cpw-confirm'), 'New12345')
    await userEvent.click(screen.getByTestId('cpw-submit'))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(modals.isOpen(AuthModal.changePassword)).toBe(false)
    const call = fetch.mock.calls.find(([u]) => String(u).endsWith('/wps/member/password'))!
    expect(new Headers(call[1]?.headers).get('Authorization')).toBe('Bearer t0k3n')
    expect(Object.keys(JSON.parse(String(call[1]?.body)))).toEqual(['payload'])
    expect(fetch.mock.calls.some(([u]) => String(u).endsWith('/wps/member/info'))).toBe(true)
    // The member's own change asks for no reason and confirms it is done.
    expect(screen.queryByTestId('cpw-reason')).toBeNull()
    expect(await screen.findByTestId('password-changed')).toBeInTheDocument()
    expect(screen.getByTestId('dialog')).toHaveTextContent('Your password has been changed.')
  })

  it('a refused change shows the text for its code and keeps the form', async () => {
    mockFetch({ '/wps/member/password': { fail: { code: 'PASSWORD_MISMATCH', message: 'The old password is wrong' } } })
    sessionStorage.setItem('token', 't0k3n')
    renderWithApp(<AuthModals />, { status: passwordRule() })
    modals.open(AuthModal.changePassword)
    await userEvent.type(await screen.findByTestId('cpw-old'), 'Old12345')
    await userEvent.type(screen.getByTestId('cpw-new'), 'New12345')
    await userEvent.type(screen.getByTestId('cpw-confirm'), 'New12345')
    await userEvent.click(screen.getByTestId('cpw-submit'))
    expect(await screen.findByTestId('failure-dialog')).toBeInTheDocument()
    expect(screen.getByTestId('dialog')).toHaveTextContent('The confirmation password does not match.')
    expect(modals.isOpen(AuthModal.changePassword)).toBe(true)
  })
})

describe('forgot password', () => {
  it('no tabs unless both FORGOTPWDEMAIL3 and FORGOTPWDMOBILE3 are on', async () => {
    mockFetch({})
    renderWithApp(<AuthModals />, { status: withModules({ FORGOTPWDEMAIL3: '1', FORGOTPWDMOBILE3: '0' }) })
    modals.open(AuthModal.forgotPassword)
    expect(await screen.findByTestId('forgot-form-email')).toBeInTheDocument()
    expect(screen.queryByRole('tab')).toBeNull()
  })

  it('by e-mail: a form POST, the "sent" dialog, then the code and a new password reset it', async () => {
    const fetch = mockFetch({ '/wps/member/password/email': { value: { done: true } }, '/wps/member/password/email/reset': { value: { done: true } } })
    renderWithApp(<AuthModals />, { status: withModules({ FORGOTPWDEMAIL3: '1', FORGOTPWDMOBILE3: '1' }) })
    modals.open(AuthModal.forgotPassword)
    await userEvent.click(await screen.findByTestId('forgot-send'))
    expect(screen.getByTestId('forgot-username-error')).toHaveTextContent('Username cannot be empty')
    expect(screen.getByTestId('forgot-email-error')).toHaveTextContent('E-mail cannot be empty')
    await userEvent.type(screen.getByTestId('forgot-username'), 'juan')
    await userEvent.type(screen.getByTestId('forgot-email'), 'juan@example.com')
    await userEvent.click(screen.getByTestId('forgot-send'))
    expect(await screen.findByTestId('email-sent')).toBeInTheDocument()
    expect(screen.getByTestId('dialog')).toHaveTextContent('We have sent you an e-mail')
    const sent = fetch.mock.calls.find(([u]) => String(u).endsWith('/password/email'))!
    expect(new Headers(sent[1]?.headers).get('Content-Type')).toBe('application/x-www-form-urlencoded')
    expect(String(sent[1]?.body)).toBe('username=juan&email=juan%40example.com')
    await userEvent.click(screen.getByTestId('dialog-confirm'))

    await userEvent.type(await screen.findByTestId('forgot-code'), '123456')
    await userEvent.type(screen.getByTestId('forgot-new-password'), 'New12345')
    await userEvent.click(screen.getByTestId('forgot-reset'))
    // The notice is read first: the login form opens once it is confirmed, not over it.
    expect(await screen.findByTestId('password-reset')).toBeInTheDocument()
    expect(screen.getByTestId('dialog')).toHaveTextContent('Please log in with the new password')
    expect(modals.isOpen(AuthModal.login)).toBe(false)
    await userEvent.click(screen.getByTestId('dialog-confirm'))
    await waitFor(() => expect(modals.isOpen(AuthModal.login)).toBe(true))
    expect(modals.isOpen(AuthModal.forgotPassword)).toBe(false)
  })

  it('by mobile: Get code with countdown, then the reset logs in and goes to /', async () => {
    const fetch = mockFetch({
      '/wps/system/countries': { value: { countries: [{ countryCode: 'PH', countryDialingCode: '63' }] } },
      '/wps/altcha/challenge': async () => ({ value: await createChallenge({ hmacKey: 'k', maxnumber: 20, number: 4 }) }),
      '/wps/verification/sms/noLogin': { value: { expiredMinutes: 1 } },
      '/wps/member/password/verification': { value: { token: 'tk2', account: 'juan', customerId: 'c1', isAgent: 0, firstTimeLogin: false, passwordExpired: false, defaultPassword: false, expiresIn: 3600 } },
      '/wps/member/info': { value: memberInfoFixture },
    })
    const { router } = renderWithApp(<AuthModals />, { status: withModules({ FORGOTPWDEMAIL3: '1', FORGOTPWDMOBILE3: '1' }) })
    modals.open(AuthModal.forgotPassword)
    await userEvent.click(await screen.findByRole('tab', { name: 'Mobile' }))
    await userEvent.type(screen.getByTestId('forgot-mobile'), '9171234567')
    await waitFor(() => expect(screen.getByTestId('forgot-country')).toHaveTextContent('+63'))
    await userEvent.click(screen.getByTestId('forgot-get-code'))
    await waitFor(() => expect(screen.getByTestId('forgot-get-code')).toHaveTextContent('60 s'))
    await userEvent.type(screen.getByTestId('forgot-sms-code'), '654321')
    await userEvent.type(screen.getByTestId('forgot-mobile-password'), 'New12345')
    await userEvent.click(screen.getByTestId('forgot-mobile-submit'))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(sessionStorage.getItem('token')).toBe('tk2')
    expect(modals.isOpen(AuthModal.forgotPassword)).toBe(false)
    // Already logged in: no notice asks for a login.
    expect(screen.queryByTestId('password-reset')).toBeNull()
    expect(fetch.mock.calls.some(([u]) => String(u).endsWith('/password/verification'))).toBe(true)
  })
})
