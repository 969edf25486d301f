import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { initI18n, loadTexts } from '@/shared/i18n'
import { DialogHost, LoaderHost } from '@/shared/ui'
import { configureClient } from '@/shared/api'
import { TestSystem, mockFetch } from '@/shared/testing'
import { SecurityCenter } from './SecurityCenter.tsx'

beforeAll(async () => {
  await initI18n('en')
  // As the app's loader reads them with the member centre's chunk (app/layout/LazyModals.tsx).
  await loadTexts('account')
})
beforeEach(() => {
  vi.stubGlobal('scrollTo', vi.fn())
  // The session's token, as the session actor gives it to the client.
  configureClient({ token: () => 't0k3n' })
})
afterEach(() => {
  configureClient({ token: null })
  vi.unstubAllGlobals()
})

const info = { account: 'juan01', mobile: '+63 ******0001', email: '', payeeName: '', authenticator: false }
const show = () => render(<TestSystem><SecurityCenter /><LoaderHost /><DialogHost /></TestSystem>)
const bodyOf = (fetch: ReturnType<typeof mockFetch>, path: string) => {
  const call = fetch.mock.calls.find(([u]) => String(u).includes(path))
  return call ? JSON.parse(String(call[1]?.body)) : undefined
}

describe('securityCenter (my account)', () => {
  it('shows the account and what is bound, masked, with bind and change actions', async () => {
    mockFetch({ '/wps/member/security': { value: info } })
    show()
    expect(await screen.findByTestId('security-account-value')).toHaveTextContent('juan01')
    expect(screen.getByTestId('security-mobile-value')).toHaveTextContent('+63 ******0001')
    expect(screen.getByTestId('security-action-mobile')).toHaveTextContent('Change')
    expect(screen.getByTestId('security-email-value')).toHaveTextContent('Not bound')
    expect(screen.getByTestId('security-action-email')).toHaveTextContent('Bind')
    expect(screen.getByTestId('security-action-bankName')).toHaveTextContent('Set')
    expect(screen.getByTestId('security-action-authenticator')).toHaveTextContent('Bind')
  })

  it('binds an e-mail: Get code to the new address, then the code; the page shows the new value', async () => {
    const fetch = mockFetch({
      '/wps/member/security': { value: info },
      '/wps/member/security/email/send': { value: { expiredMinutes: 5, to: 'j***@example.com' } },
      '/wps/member/security/email': { value: { ...info, email: 'j***@example.com' } },
    })
    show()
    await userEvent.click(await screen.findByTestId('security-action-email'))
    await userEvent.click(await screen.findByTestId('bind-get-code'))
    expect(await screen.findByTestId('bind-address-error')).toHaveTextContent('New e-mail address cannot be empty')
    await userEvent.type(screen.getByTestId('bind-address'), 'juan@example.com')
    await userEvent.click(screen.getByTestId('bind-get-code'))
    expect(await screen.findByTestId('bind-sent-to')).toHaveTextContent('The code was sent to j***@example.com. It expires in 5 minutes.')
    expect(bodyOf(fetch, '/email/send')).toEqual({ email: 'juan@example.com' })
    await userEvent.type(screen.getByTestId('bind-code'), '123456')
    await userEvent.click(screen.getByTestId('bind-submit'))
    await waitFor(() => expect(screen.getByTestId('security-email-value')).toHaveTextContent('j***@example.com'))
    // The confirm call is the last one.
    expect(JSON.parse(String(fetch.mock.calls.at(-1)?.[1]?.body))).toEqual({ email: 'juan@example.com', code: '123456' })
  })

  it('shows a refused bank name in a warning dialog and keeps the form', async () => {
    mockFetch({
      '/wps/member/security': { value: info },
      '/wps/member/security/payee': { fail: { code: 'ALREADY_BOUND', message: 'The bank account name is already set.' } },
    })
    show()
    await userEvent.click(await screen.findByTestId('security-action-bankName'))
    await userEvent.type(await screen.findByTestId('security-form-value'), 'Juan Dela Cruz')
    await userEvent.click(screen.getByTestId('security-form-submit'))
    expect(await screen.findByTestId('failure-dialog')).toBeInTheDocument()
    expect(await screen.findByText('This is already bound to your account.')).toBeInTheDocument()
    expect(screen.getByTestId('security-form-value')).toHaveValue('Juan Dela Cruz')
  })

  it('sets the date of birth once: checked as yyyy-MM-dd, then shown without a Set action', async () => {
    const fetch = mockFetch({
      '/wps/member/security': { value: info },
      '/wps/member/security/birthday': { value: { ...info, birthday: '1990-06-05' } },
    })
    show()
    expect(await screen.findByTestId('security-birthday-value')).toHaveTextContent('Not bound')
    await userEvent.click(screen.getByTestId('security-action-birthday'))
    expect(await screen.findByText('The date of birth can be set only once. Your VIP birthday bonus is paid on this day.')).toBeInTheDocument()
    await userEvent.type(screen.getByTestId('security-form-value'), '5/6/1990')
    await userEvent.click(screen.getByTestId('security-form-submit'))
    expect(await screen.findByText('Enter the date as yyyy-MM-dd, e.g. 1990-06-05.')).toBeInTheDocument()
    expect(fetch.mock.calls.some(([u]) => String(u).includes('/security/birthday'))).toBe(false)
    await userEvent.clear(screen.getByTestId('security-form-value'))
    await userEvent.type(screen.getByTestId('security-form-value'), '1990-06-05')
    await userEvent.click(screen.getByTestId('security-form-submit'))
    await waitFor(() => expect(screen.getByTestId('security-birthday-value')).toHaveTextContent('1990-06-05'))
    expect(bodyOf(fetch, '/security/birthday')).toEqual({ birthday: '1990-06-05' })
    expect(screen.queryByTestId('security-action-birthday')).toBeNull()
  })

  it('binding an authenticator shows the QR and key, and needs the app code', async () => {
    const fetch = mockFetch({
      '/wps/member/security': { value: info },
      '/wps/member/security/authenticator/setup': { value: { secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/Tala:juan01?secret=JBSWY3DPEHPK3PXP', qr: 'data:image/png;base64,AAAA' } },
      '/wps/member/security/authenticator': { value: { ...info, authenticator: true } },
    })
    show()
    await userEvent.click(await screen.findByTestId('security-action-authenticator'))
    expect(await screen.findByTestId('authenticator-qr')).toHaveAttribute('src', 'data:image/png;base64,AAAA')
    expect(screen.getByTestId('authenticator-secret')).toHaveTextContent('JBSWY3DPEHPK3PXP')
    await userEvent.type(screen.getByTestId('bind-code'), '12ab')
    await userEvent.click(screen.getByTestId('bind-submit'))
    expect(await screen.findByTestId('bind-code-error')).toHaveTextContent('Please enter a valid verification code')
    await userEvent.clear(screen.getByTestId('bind-code'))
    await userEvent.type(screen.getByTestId('bind-code'), '654321')
    await userEvent.click(screen.getByTestId('bind-submit'))
    expect(await screen.findByTestId('security-action-removeAuthenticator')).toHaveTextContent('Remove')
    expect(JSON.parse(String(fetch.mock.calls.at(-1)?.[1]?.body))).toEqual({ code: '654321' })
  })
})
