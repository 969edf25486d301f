import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createChallenge } from 'altcha-lib/v1'
import { RegisterFields, type RegisterRule } from '@/shared/api'
import { initI18n, loadTexts } from '@/shared/i18n'
import { AuthModal } from '@/shared/ui'
import { decryptBody, lastModals as modals, mockFetch, statusFixture } from '@/shared/testing'
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

const rule = (over: Partial<RegisterRule> = {}): RegisterRule => ({ enabled: false, required: false, patternId: 'GENERIC', acceptedPattern: '*', minLength: 0, maxLength: 64, ...over })
/** Username 6-12 letters-first, password 8-20, mobile 10 digits; only the fields given are enabled. */
function rulesWith(enabled: Partial<Record<(typeof RegisterFields)[number], Partial<RegisterRule>>> = {}) {
  const base = Object.fromEntries(RegisterFields.map((f) => [f, rule()])) as Record<(typeof RegisterFields)[number], RegisterRule>
  base.username = rule({ enabled: true, required: true, patternId: 'LETTER_FIRST_ALNUM', acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$', minLength: 6, maxLength: 12 })
  base.password = rule({ enabled: true, required: true, minLength: 8, maxLength: 20 })
  base.mobileNum = rule({ patternId: 'DIGITS', acceptedPattern: '^[0-9]+$', minLength: 10, maxLength: 10 })
  for (const [f, over] of Object.entries(enabled)) base[f as keyof typeof base] = { ...base[f as keyof typeof base], enabled: true, ...over }
  return base
}
const statusWith = (registerValidation: ReturnType<typeof rulesWith>, modules: Record<string, '1' | '0'> = {}) => {
  const s = withModules(modules)
  return statusFixture({ info: { ...s.info, registerValidation } })
}
const reply = { token: 'new-token', account: 'juan01', customerId: 'c9', isAgent: 0, firstTimeLogin: true, passwordExpired: false, defaultPassword: false, expiresIn: 3600 }
const challenge = async () => ({ value: await createChallenge({ hmacKey: 'k', maxnumber: 20, number: 2 }) })

function openRegister(status = statusWith(rulesWith())) {
  const app = renderWithApp(<AuthModals />, { status })
  modals.open(AuthModal.register)
  return app
}

describe('register by username', () => {
  it('validates by the server rules: required, pattern text with (min)/(max), confirmation equality', async () => {
    mockFetch({})
    openRegister()
    await userEvent.click(await screen.findByTestId('reg-submit'))
    expect(screen.getByTestId('reg-username-error')).toHaveTextContent('Username cannot be empty')
    expect(screen.getByTestId('reg-password-error')).toHaveTextContent('Password cannot be empty')
    await userEvent.type(screen.getByTestId('reg-username'), '1abc')
    await userEvent.type(screen.getByTestId('reg-password'), 'Secret123')
    await userEvent.type(screen.getByTestId('reg-confirmPassword'), 'Secret124')
    await userEvent.click(screen.getByTestId('reg-submit'))
    expect(screen.getByTestId('reg-username-error')).toHaveTextContent('Start with a letter, followed by letters or digits, 6-12 characters')
    expect(screen.getByTestId('reg-confirmPassword-error')).toHaveTextContent('The two entries do not match')
    expect(screen.queryByTestId('reg-password-error')).toBeNull()
  })

  it('shows optional fields only when enabled; one number when min equals max', async () => {
    mockFetch({})
    openRegister(statusWith(rulesWith({ qqNum: { required: true, patternId: 'DIGITS', acceptedPattern: '^[0-9]+$', minLength: 8, maxLength: 8 }, email: {} })))
    expect(await screen.findByTestId('reg-qqNum')).toBeInTheDocument()
    expect(screen.getByTestId('reg-email')).toBeInTheDocument()
    expect(screen.queryByTestId('reg-wechat')).toBeNull()
    expect(screen.queryByTestId('reg-captcha')).toBeNull()
    await userEvent.type(screen.getByTestId('reg-qqNum'), '123')
    await userEvent.click(screen.getByTestId('reg-submit'))
    expect(screen.getByTestId('reg-qqNum-error')).toHaveTextContent('Digits only, 8 digits')
    // The e-mail is optional (not required): no error while empty.
    expect(screen.queryByTestId('reg-email-error')).toBeNull()
  })

  it('terms are agreed by default; registers with the bot check and the extra fields, stores the session, goes to /', async () => {
    sessionStorage.setItem('referralCode', 'REF42')
    const fetch = mockFetch({
      '/wps/agent/affiliate': { value: { valid: true } },
      '/wps/altcha/challenge': challenge,
      '/wps/member/register': { value: reply },
      '/wps/member/info': { value: memberInfoFixture },
    })
    const { router } = openRegister(statusWith(rulesWith({ affiliateCode: {} })))
    expect(await screen.findByTestId('reg-terms')).toHaveAttribute('data-selected', 'true')
    await userEvent.type(screen.getByTestId('reg-username'), 'juan01')
    await userEvent.type(screen.getByTestId('reg-password'), 'Secret123')
    await userEvent.type(screen.getByTestId('reg-confirmPassword'), 'Secret123')
    await userEvent.click(screen.getByTestId('reg-submit'))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(modals.isOpen(AuthModal.register)).toBe(false)
    expect(sessionStorage.getItem('token')).toBe('new-token')
    // The stored referral code was checked as the affiliate code, then sent encrypted.
    const check = fetch.mock.calls.find(([u]) => String(u).includes('/wps/agent/affiliate'))!
    expect(String(check[0])).toContain('code=REF42')
    const put = fetch.mock.calls.find(([u]) => String(u).endsWith('/wps/member/register'))!
    expect(put[1]?.method).toBe('PUT')
    expect(Object.keys(JSON.parse(String(put[1]?.body)))).toEqual(['payload'])
  })

  it('an invalid affiliate code shows the invitation-code error dialog and does not register', async () => {
    const fetch = mockFetch({ '/wps/agent/affiliate': { value: { valid: false } } })
    openRegister(statusWith(rulesWith({ affiliateCode: {} })))
    await userEvent.type(await screen.findByTestId('reg-username'), 'juan01')
    await userEvent.type(screen.getByTestId('reg-password'), 'Secret123')
    await userEvent.type(screen.getByTestId('reg-confirmPassword'), 'Secret123')
    await userEvent.type(screen.getByTestId('reg-affiliateCode'), 'BAD')
    await userEvent.click(screen.getByTestId('reg-submit'))
    expect(await screen.findByTestId('affiliate-invalid')).toBeInTheDocument()
    expect(screen.getByTestId('dialog')).toHaveTextContent('Invalid invitation code')
    expect(fetch.mock.calls.some(([u]) => String(u).endsWith('/wps/member/register'))).toBe(false)
    expect(modals.isOpen(AuthModal.register)).toBe(true)
  })

  it('shows the captcha image when the captcha rule is enabled', async () => {
    mockFetch({ '/wps/captcha': { value: 'Y2FwdGNoYQ==' } })
    openRegister(statusWith(rulesWith({ captcha: { required: true } })))
    const image = await screen.findByRole('img', { name: 'Captcha image' })
    expect(image.getAttribute('src')).toBe('data:image/png;base64,Y2FwdGNoYQ==')
  })
})

describe('register by mobile', () => {
  it('tabs when both methods are on; mobile tab: country picker, Get code with countdown, password pair when MOBILENUMPASSREG3', async () => {
    const fetch = mockFetch({
      '/wps/system/countries': { value: { countries: [{ countryCode: 'PH', countryDialingCode: '63' }, { countryCode: 'TH', countryDialingCode: '66' }] } },
      '/wps/altcha/challenge': challenge,
      '/wps/verification/sms/register': { value: { expiredMinutes: 2 } },
      '/wps/member/register/mobile': { value: reply },
      '/wps/member/info': { value: memberInfoFixture },
    })
    openRegister(statusWith(rulesWith(), { MOBILENUMREG3: '1', USERNAMEREG3: '1', REGMOBVERF3: '1', MOBILENUMPASSREG3: '1' }))
    await userEvent.click(await screen.findByRole('tab', { name: 'Mobile number' }))
    expect(screen.queryByTestId('reg-username')).toBeNull()
    expect(screen.getByTestId('reg-password')).toBeInTheDocument()
    await userEvent.click(screen.getByTestId('reg-country'))
    await userEvent.click(await screen.findByTestId('reg-country-TH'))
    expect(screen.getByTestId('reg-country')).toHaveTextContent('+66')
    await userEvent.type(screen.getByTestId('reg-mobileNum'), '9171234567')
    await userEvent.click(screen.getByTestId('reg-get-code'))
    await waitFor(() => expect(screen.getByTestId('reg-get-code')).toHaveTextContent('120 s'))
    const sms = fetch.mock.calls.find(([u]) => String(u).endsWith('/sms/register'))!
    expect(JSON.parse(String(sms[1]?.body))).toMatchObject({ mobileNo: '9171234567', countryDialingCode: '66' })
    await userEvent.type(screen.getByTestId('reg-verificationCode'), '123456')
    await userEvent.type(screen.getByTestId('reg-password'), 'Secret123')
    await userEvent.type(screen.getByTestId('reg-confirmPassword'), 'Secret123')
    await userEvent.click(screen.getByTestId('reg-submit'))
    await waitFor(() => expect(modals.isOpen(AuthModal.register)).toBe(false))
    expect(fetch.mock.calls.some(([u]) => String(u).endsWith('/wps/member/register/mobile'))).toBe(true)
  })
})

describe('country flags in the dialing-code picker', () => {
  it('shows the flag of the chosen country on the button and of every listed country, from the image CDN', async () => {
    mockFetch({
      '/wps/system/countries': { value: { countries: [{ countryCode: 'PH', countryDialingCode: '63' }, { countryCode: 'TH', countryDialingCode: '66' }, { countryCode: 'GB', countryDialingCode: '44' }] } },
    })
    openRegister(statusWith(rulesWith(), { MOBILENUMREG3: '1', USERNAMEREG3: '0', REGMOBVERF3: '0', MOBILENUMPASSREG3: '0' }))
    const flag = await screen.findByTestId('reg-country-flag')
    expect(flag).toHaveAttribute('src', '/img/flags/ph.svg')
    // Decorative: the code is the text beside it; a fixed size so nothing moves while it loads.
    expect(flag).toHaveAttribute('alt', '')
    expect(flag).toHaveAttribute('width', '20')
    expect(flag).toHaveAttribute('height', '15')
    // Its name holds what it shows (WCAG 2.5.3).
    expect(screen.getByRole('button', { name: '+63 Country code' })).toBe(screen.getByTestId('reg-country'))

    await userEvent.click(screen.getByTestId('reg-country'))
    const list = await screen.findByTestId('reg-country-list')
    expect([...list.querySelectorAll('img')].map((i) => i.getAttribute('src'))).toEqual(['/img/flags/ph.svg', '/img/flags/th.svg', '/img/flags/gb.svg'])
    expect(within(list).getByTestId('reg-country-GB')).toHaveTextContent('+44 GB')
    await userEvent.click(within(list).getByTestId('reg-country-GB'))
    expect(screen.getByTestId('reg-country')).toHaveTextContent('+44')
    expect(screen.getByTestId('reg-country-flag')).toHaveAttribute('src', '/img/flags/gb.svg')
  })
})

describe('Escape on the dialing-code list', () => {
  it('closes only the list: the register modal stays open with what was typed, and focus is back on the picker', async () => {
    mockFetch({
      '/wps/system/countries': { value: { countries: [{ countryCode: 'PH', countryDialingCode: '63' }, { countryCode: 'TH', countryDialingCode: '66' }] } },
    })
    openRegister(statusWith(rulesWith(), { MOBILENUMREG3: '1', USERNAMEREG3: '0', REGMOBVERF3: '0', MOBILENUMPASSREG3: '0' }))
    await userEvent.type(await screen.findByTestId('reg-mobileNum'), '9171234567')
    await userEvent.click(screen.getByTestId('reg-country'))
    await userEvent.click(await screen.findByTestId('reg-country-TH'))
    await userEvent.click(screen.getByTestId('reg-country'))
    within(await screen.findByTestId('reg-country-list')).getByTestId('reg-country-PH').focus()

    await userEvent.keyboard('{Escape}')
    expect(screen.queryByTestId('reg-country-list')).toBeNull()
    expect(modals.isOpen(AuthModal.register)).toBe(true)
    expect(screen.getByTestId('reg-mobileNum')).toHaveValue('9171234567')
    expect(screen.getByTestId('reg-country')).toHaveTextContent('+66')
    expect(screen.getByTestId('reg-country')).toHaveFocus()

    // With the list closed, Escape is the modal's again.
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(modals.isOpen(AuthModal.register)).toBe(false))
  })
})

describe('register by mobile without a password (MOBILENUMPASSREG3 off)', () => {
  it('shows no password pair and sends an empty one, which the server takes (spec §2 point 4)', async () => {
    const fetch = mockFetch({
      '/wps/system/countries': { value: { countries: [{ countryCode: 'PH', countryDialingCode: '63' }] } },
      '/wps/altcha/challenge': challenge,
      '/wps/member/register/mobile': { value: { ...reply, account: '9171234567' } },
      '/wps/member/info': { value: memberInfoFixture },
    })
    openRegister(statusWith(rulesWith(), { MOBILENUMREG3: '1', USERNAMEREG3: '0', REGMOBVERF3: '0', MOBILENUMPASSREG3: '0' }))
    await userEvent.type(await screen.findByTestId('reg-mobileNum'), '9171234567')
    expect(screen.queryByTestId('reg-password')).toBeNull()
    expect(screen.queryByTestId('reg-confirmPassword')).toBeNull()
    await userEvent.click(screen.getByTestId('reg-submit'))
    await waitFor(() => expect(modals.isOpen(AuthModal.register)).toBe(false))
    const put = fetch.mock.calls.find(([u]) => String(u).endsWith('/wps/member/register/mobile'))!
    expect(decryptBody(put[1]?.body)).toMatchObject({ username: '9171234567', mobileNum: '9171234567', password: '', confirmPassword: '', countryDialingCode: '63' })
  })
})

describe('register by mobile with SMS (REGMOBVERF3)', () => {
  const smsOnly = () => statusWith(rulesWith(), { MOBILENUMREG3: '1', USERNAMEREG3: '0', REGMOBVERF3: '1', MOBILENUMPASSREG3: '0' })
  /** The server's side of the SMS code: 123456 is the code sent; another one is refused as the contract declares. */
  const routes = () => ({
    '/wps/system/countries': { value: { countries: [{ countryCode: 'PH', countryDialingCode: '63' }] } },
    '/wps/altcha/challenge': challenge,
    '/wps/verification/sms/register': { value: { expiredMinutes: 1 } },
    '/wps/member/register/mobile': async (_url: URL, init?: RequestInit) =>
      decryptBody(init?.body).verificationCode === '123456'
        ? { value: { ...reply, account: '9171234567' } }
        : { fail: { code: 'CODE_INVALID', message: 'Invalid verification code.' } },
    '/wps/member/info': { value: memberInfoFixture },
  })
  const smsSends = (fetch: ReturnType<typeof mockFetch>) => fetch.mock.calls.filter(([u]) => String(u).endsWith('/wps/verification/sms/register'))
  const registerCalls = (fetch: ReturnType<typeof mockFetch>) => fetch.mock.calls.filter(([u]) => String(u).endsWith('/wps/member/register/mobile'))

  it('Get code checks the number by its rule first, then sends the code to it and counts down', async () => {
    const fetch = mockFetch(routes())
    openRegister(smsOnly())
    await userEvent.type(await screen.findByTestId('reg-mobileNum'), '917')
    await userEvent.click(screen.getByTestId('reg-get-code'))
    expect(await screen.findByTestId('reg-mobileNum-error')).toHaveTextContent('Digits only, 10 digits')
    expect(smsSends(fetch)).toHaveLength(0)
    await userEvent.type(screen.getByTestId('reg-mobileNum'), '1234567')
    expect(screen.queryByTestId('reg-mobileNum-error')).toBeNull()
    await userEvent.click(screen.getByTestId('reg-get-code'))
    await waitFor(() => expect(screen.getByTestId('reg-get-code')).toHaveTextContent('60 s'))
    expect(screen.getByTestId('reg-get-code')).toBeDisabled()
    expect(smsSends(fetch).map(([, init]) => JSON.parse(String(init?.body)))).toEqual([expect.objectContaining({ mobileNo: '9171234567', countryDialingCode: '63' })])
  }, 20_000)

  it('submitting without the code asks for it and sends nothing', async () => {
    const fetch = mockFetch(routes())
    openRegister(smsOnly())
    await userEvent.type(await screen.findByTestId('reg-mobileNum'), '9171234567')
    await userEvent.click(screen.getByTestId('reg-submit'))
    expect(await screen.findByTestId('reg-verificationCode-error')).toHaveTextContent('SMS verification code cannot be empty')
    expect(registerCalls(fetch)).toHaveLength(0)
  }, 20_000)

  it('a wrong code shows under the code field and creates nothing; the right code then registers and goes to /', async () => {
    const fetch = mockFetch(routes())
    const { router } = openRegister(smsOnly())
    await userEvent.type(await screen.findByTestId('reg-mobileNum'), '9171234567')
    await userEvent.click(screen.getByTestId('reg-get-code'))
    await waitFor(() => expect(screen.getByTestId('reg-get-code')).toHaveTextContent('60 s'))

    await userEvent.type(screen.getByTestId('reg-verificationCode'), '654321')
    await userEvent.click(screen.getByTestId('reg-submit'))
    expect(await screen.findByTestId('reg-verificationCode-error')).toHaveTextContent('Invalid or missing verification code')
    expect(screen.queryByTestId('failure-dialog')).toBeNull()
    expect(modals.isOpen(AuthModal.register)).toBe(true)
    expect(sessionStorage.getItem('token')).toBeNull()
    // The countdown goes on: no second code is asked for.
    expect(screen.getByTestId('reg-get-code')).toHaveTextContent(/\d+ s/)

    await userEvent.clear(screen.getByTestId('reg-verificationCode'))
    expect(screen.queryByTestId('reg-verificationCode-error')).toBeNull()
    await userEvent.type(screen.getByTestId('reg-verificationCode'), '123456')
    await userEvent.click(screen.getByTestId('reg-submit'))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(modals.isOpen(AuthModal.register)).toBe(false)
    expect(sessionStorage.getItem('token')).toBe('new-token')
    expect(registerCalls(fetch).map(([, init]) => decryptBody(init?.body))).toEqual([
      expect.objectContaining({ username: '9171234567', mobileNum: '9171234567', countryDialingCode: '63', verificationCode: '654321' }),
      expect.objectContaining({ username: '9171234567', mobileNum: '9171234567', countryDialingCode: '63', verificationCode: '123456' }),
    ])
    expect(smsSends(fetch)).toHaveLength(1)
  }, 30_000)
})

describe('captcha asked again', () => {
  it('a refused captcha shows under the captcha with a new image, and the spent answer is cleared', async () => {
    let images = 0
    mockFetch({
      '/wps/captcha': async () => ({ value: ++images === 1 ? 'Zmlyc3Q=' : 'c2Vjb25k' }),
      '/wps/altcha/challenge': challenge,
      '/wps/member/register': { fail: { code: 'CAPTCHA_INVALID', message: 'The captcha is not correct.', value: { captcha: true } } },
    })
    openRegister(statusWith(rulesWith({ captcha: { required: true } })))
    expect(await screen.findByRole('img', { name: 'Captcha image' })).toHaveAttribute('src', 'data:image/png;base64,Zmlyc3Q=')
    await userEvent.type(screen.getByTestId('reg-username'), 'juan01')
    await userEvent.type(screen.getByTestId('reg-password'), 'Secret123')
    await userEvent.type(screen.getByTestId('reg-confirmPassword'), 'Secret123')
    await userEvent.type(screen.getByTestId('reg-captcha'), 'abcd')
    await userEvent.click(screen.getByTestId('reg-submit'))
    expect(await screen.findByTestId('reg-captcha-error')).toHaveTextContent('The captcha is not correct')
    await waitFor(() => expect(screen.getByRole('img', { name: 'Captcha image' })).toHaveAttribute('src', 'data:image/png;base64,c2Vjb25k'))
    expect(screen.getByTestId('reg-captcha')).toHaveValue('')
    expect(screen.queryByTestId('failure-dialog')).toBeNull()
    expect(modals.isOpen(AuthModal.register)).toBe(true)
  }, 20_000)
})

describe('server field errors', () => {
  it('a VALIDATION_FAILED reply puts an error under the field it names', async () => {
    mockFetch({
      '/wps/altcha/challenge': challenge,
      '/wps/member/register': { fail: { code: 'VALIDATION_FAILED', message: 'mobileNum not empty', value: { fields: [{ field: 'username', reason: 'taken' }] } } },
    })
    openRegister()
    await userEvent.type(await screen.findByTestId('reg-username'), 'juan01')
    await userEvent.type(screen.getByTestId('reg-password'), 'Secret123')
    await userEvent.type(screen.getByTestId('reg-confirmPassword'), 'Secret123')
    await userEvent.click(screen.getByTestId('reg-submit'))
    expect(await screen.findByTestId('reg-username-error')).toHaveTextContent('Account, password and e-mail format incorrect')
    expect(screen.queryByTestId('failure-dialog')).toBeNull()
  })
})
