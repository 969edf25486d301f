import { expect, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { createChallenge } from 'altcha-lib/v1'
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate'
import { RegisterFields, type RegisterRule } from '@/shared/api'
import { failureText, i18n } from '@/shared/i18n'
import { AuthModal } from '@/shared/ui'
import { fill, heldServer, lastModals as modals, noticesFixture, statusFixture, user, type HeldServer, type ScreenModel } from '@/shared/testing'
import type { PathModel } from '@machines/testing/pathCoverage.ts'
import { loginReply } from '@machines/testing/models/login.model.ts'
import { affiliateForm, mobileForm, plainForm, registerForm, registerModel } from '@machines/testing/models/register.model.ts'
import { smsTarget } from '@machines/testing/models/smsCode.model.ts'
import { captchaModel } from '@machines/testing/models/captcha.model.ts'
import type { captchaMachine, CaptchaContext } from '@machines/captcha.machine.ts'
import type { RegisterContext, RegisterForm, RegisterInput, RegisterLayout, registerMachine } from '@machines/register.machine.ts'
import type { smsCodeMachine } from '@machines/smsCode.machine.ts'
import { memberInfoFixture, renderWithApp, resetAuthState, withModules } from '../testing/harness.tsx'
import { AuthModals } from '../ui/AuthModals.tsx'
import { smsCodePaths, smsCodeSights } from './smsCode.sights.ts'

/**
 * Registration (machines/register.machine.ts) on its real screen: the register modal of the
 * auth modals, with both tabs (by username, with the optional affiliate code; by mobile, with
 * "Get code"), the captcha on both, and the chain its children and actors run: the form check
 * by the register rules, the affiliate check, the bot check (a real ALTCHA proof of work), the
 * SMS code and the register call. The server's answers to the affiliate check, the bot check's
 * challenge, the SMS send and the register calls wait for the path's step; the captcha image,
 * the dialing codes and what follows a login answer at once.
 */
const AFFILIATE = '/wps/agent/affiliate'
const CHALLENGE = '/wps/altcha/challenge'
const SMS = '/wps/verification/sms/register'
const REGISTER = '/wps/member/register'
const REGISTER_MOBILE = '/wps/member/register/mobile'
const CAPTCHA = '/wps/captcha'
const SERVER_ENGLISH = 'Server English'

type Machine = typeof registerMachine

interface RegisterRun {
  readonly server: HeldServer
  readonly router: ReturnType<typeof renderWithApp>['router']
}

const ctx = (s: AnyMachineSnapshot) => s.context as RegisterContext
const field = <T,>(event: AnyEventObject, key: string): T => event[key] as T

/** The failure dialog a refusal opens is closed first, as a user would. */
async function closeDialog() {
  const ok = screen.queryByTestId('dialog-confirm')
  if (ok) await user().click(ok)
  await waitFor(() => expect(screen.queryByTestId('dialog')).toBeNull())
}

// The site: both tabs, the SMS code on the mobile one, the affiliate code and the captcha on both.

const rule = (over: Partial<RegisterRule> = {}): RegisterRule => ({ enabled: false, required: false, patternId: 'GENERIC', acceptedPattern: '*', minLength: 0, maxLength: 64, ...over })
function registerRules() {
  const rules = Object.fromEntries(RegisterFields.map((f) => [f, rule()])) as Record<(typeof RegisterFields)[number], RegisterRule>
  rules.username = rule({ enabled: true, required: true, patternId: 'LETTER_FIRST_ALNUM', acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$', minLength: 6, maxLength: 12 })
  rules.password = rule({ enabled: true, required: true, minLength: 8, maxLength: 20 })
  rules.mobileNum = rule({ patternId: 'DIGITS', acceptedPattern: '^[0-9]+$', minLength: 10, maxLength: 10 })
  rules.affiliateCode = rule({ enabled: true })
  rules.captcha = rule({ enabled: true, required: true })
  return rules
}
const siteStatus = () => {
  const s = withModules({ MOBILENUMREG3: '1', USERNAMEREG3: '1', REGMOBVERF3: '1', MOBILENUMPASSREG3: '1' })
  return statusFixture({ info: { ...s.info, registerValidation: registerRules() } })
}
const layout = (over: Partial<RegisterLayout>): RegisterLayout => ({ username: false, mobile: false, smsCode: false, password: true, optional: ['affiliateCode'], captcha: true, ...over })
/** The machine's input as the panel builds it from that status. */
const input: RegisterInput = {
  methods: ['register', 'registerMobile'],
  layouts: { register: layout({ username: true }), registerMobile: layout({ mobile: true, smsCode: true }) },
  referralCode: null,
}

// The forms a path sends: each the check passes or refuses, as the register rules say.

const MOBILE_RULE_TEXT = 'Digits only, 10 digits'
const USERNAME_REQUIRED = 'Username cannot be empty'
const emptyForm = registerForm({})
const shortMobileForm = registerForm({ mobileNum: '917' })
/** The form check's answer the panel sends with each form (the one field its check names first). */
const checkOf = (form: RegisterForm): Record<string, string> =>
  form === emptyForm ? { username: USERNAME_REQUIRED } : form === shortMobileForm ? { mobileNum: MOBILE_RULE_TEXT } : {}

const registerTab: ReadonlyArray<RegisterForm> = [plainForm, affiliateForm, emptyForm]
const mobileTab: ReadonlyArray<RegisterForm> = [mobileForm]

/**
 * The register machine's path model as the panel offers it: each tab sends its own forms, "Get
 * code" is on the mobile tab only, the username is typed on the username tab, a tab is chosen
 * when it is not open. The form check is the panel's own code (the register rules), so its
 * answer goes with the form it checks; the form is told apart by the fields that show an error.
 */
const paths: PathModel<Machine> = {
  ...registerModel,
  input,
  serializeState: (s) => {
    const c = ctx(s)
    // In the form: which fields show an error (a refusal said under its field rather than in a dialog).
    const errorsShown = s.matches('editing') ? Object.keys(c.errors).filter((k) => c.errors[k as keyof typeof c.errors]).sort() : null
    return JSON.stringify([s.value, s.matches('registered') ? null : c.method, errorsShown])
  },
  events: [
    { type: 'method.chosen', method: 'register' },
    { type: 'method.chosen', method: 'registerMobile' },
    { type: 'field.edited', field: 'username' },
    ...[mobileForm, shortMobileForm].map((form) => ({ type: 'sms.codeRequested', form, check: checkOf(form) })),
    ...[...registerTab, ...mobileTab].map((form) => ({ type: 'registration.submitted', form, check: checkOf(form) })),
    { type: 'xstate.done.actor.checkAffiliate', output: { valid: true } },
    { type: 'xstate.done.actor.checkAffiliate', output: { valid: false } },
    { type: 'xstate.error.actor.checkAffiliate', error: { code: 'NETWORK', message: 'Failed to fetch' } },
    { type: 'xstate.done.actor.solveBotCheck', output: 'altcha-payload' },
    { type: 'xstate.error.actor.solveBotCheck', error: { code: 'BOT_CHECK_FAILED', message: '' } },
    { type: 'xstate.done.actor.register', output: loginReply() },
    { type: 'xstate.error.actor.register', error: { code: 'ACCOUNT_EXISTS', message: SERVER_ENGLISH } },
    { type: 'xstate.error.actor.register', error: { code: 'CODE_INVALID', message: SERVER_ENGLISH } },
  ],
  offered: (s, e) => {
    const c = ctx(s)
    switch (e.type) {
      case 'method.chosen':
        return field(e, 'method') !== c.method
      case 'field.edited':
        return c.method === 'register'
      case 'sms.codeRequested':
        return c.method === 'registerMobile'
      case 'registration.submitted':
        return (c.method === 'register' ? registerTab : mobileTab).includes(field(e, 'form'))
      default:
        return true
    }
  },
}

const form = (s: AnyMachineSnapshot) => screen.getByTestId(`register-form-${ctx(s).method}`)
const tabName = (method: string) => i18n.t(method === 'register' ? 'auth.register.byUsername' : 'auth.register.byMobile')
const busyScreen = () => {
  expect(screen.getByTestId('reg-submit')).toBeDisabled()
  expect(screen.getByTestId('loader-overlay')).toBeInTheDocument()
}
/** The refusal's dialog, in the player's language. */
function saysInDialog(text: string) {
  const dialog = screen.getByTestId('dialog')
  expect(dialog).toHaveTextContent(text)
  expect(dialog).not.toHaveTextContent(SERVER_ENGLISH)
}
const refusal = (code: string) => failureText({ code, message: SERVER_ENGLISH } as Parameters<typeof failureText>[0])

/** A solvable ALTCHA challenge (a few hashes); `unsolvable`: its search range stops short of the answer. */
async function challenge(unsolvable = false) {
  const c = await createChallenge({ hmacKey: 'k', maxnumber: 50, number: unsolvable ? 40 : 2 })
  return unsolvable ? { ...c, maxnumber: 5 } : c
}

/** The auth modals in the app, the register rules and modules above, the server holding `held`. */
function renderRegister(held: ReadonlyArray<string>): RegisterRun {
  const server = heldServer(
    {
      [CAPTCHA]: { value: 'Y2FwdGNoYQ==' },
      '/wps/system/countries': { value: { countries: [{ countryCode: 'PH', countryDialingCode: '63' }] } },
      '/wps/member/info': { value: memberInfoFixture },
      '/wps/relay/MCSFE_getListAnnouncements': { value: noticesFixture() },
    },
    held,
  )
  const { router } = renderWithApp(<AuthModals />, { status: siteStatus(), at: '/promotions' })
  return { server, router }
}

export const registerScreen: ScreenModel<Machine, RegisterRun> = {
  name: 'register',
  paths,
  async start() {
    const run = renderRegister([AFFILIATE, CHALLENGE, SMS, REGISTER, REGISTER_MOBILE])
    modals.open(AuthModal.register)
    await screen.findByTestId('register-form-register')
    await screen.findByRole('img', { name: i18n.t('auth.captchaImage') })
    return run
  },
  stop: () => resetAuthState(),
  see: {
    'register.editing': (_run, s, event) => {
      const method = ctx(s).method
      expect(screen.getByRole('tab', { name: tabName(method), selected: true, hidden: true })).toBeInTheDocument()
      const f = form(s)
      expect(within(f).getByTestId('reg-submit')).toBeEnabled()
      expect(screen.queryByTestId('loader-overlay')).toBeNull()
      expect(within(f).getByTestId('reg-captcha')).toBeInTheDocument()
      expect(screen.getByTestId('reg-captcha-image').querySelector('img'), 'the captcha image').not.toBeNull()
      expect(within(f).queryByTestId('reg-username') !== null, 'the username field on the username tab only').toBe(method === 'register')
      expect(within(f).queryByTestId('reg-get-code') !== null, '"Get code" on the mobile tab only').toBe(method === 'registerMobile')
      expect(sessionStorage.getItem('token')).toBeNull()
      const error = event.type.startsWith('xstate.error.actor.') ? field<{ code: string }>(event, 'error').code : null
      switch (event.type) {
        case 'sms.codeRequested': {
          const text = field<Record<string, string>>(event, 'check').mobileNum
          if (text) {
            // A number its rule refuses: said under the field, nothing sent.
            expect(screen.getByTestId('reg-mobileNum-error')).toHaveTextContent(text)
            expect(screen.getByTestId('reg-get-code')).toHaveTextContent(i18n.t('auth.sms.getCode'))
          } else {
            // The code is sent: "Get code" counts down the seconds until another may be asked for.
            expect(screen.queryByTestId('reg-mobileNum-error')).toBeNull()
            expect(screen.getByTestId('reg-get-code')).toHaveTextContent(/^\d+ s$/)
            expect(screen.getByTestId('reg-get-code')).toBeDisabled()
          }
          break
        }
        case 'registration.submitted':
          expect(screen.getByTestId('reg-username-error')).toHaveTextContent(USERNAME_REQUIRED)
          expect(screen.queryByTestId('dialog')).toBeNull()
          break
        case 'xstate.done.actor.checkAffiliate':
          expect(screen.getByTestId('affiliate-invalid')).toBeInTheDocument()
          saysInDialog(i18n.t('validation.invitationCode'))
          break
        case 'xstate.error.actor.checkAffiliate':
        case 'xstate.error.actor.solveBotCheck':
          expect(screen.getByTestId('failure-dialog')).toBeInTheDocument()
          saysInDialog(refusal(error!))
          break
        case 'xstate.error.actor.register':
          // A used captcha is spent: its answer is cleared for the new image.
          expect(within(f).getByTestId('reg-captcha')).toHaveValue('')
          if (error === 'CODE_INVALID' && method === 'registerMobile') {
            // A wrong SMS code is said under its field, not in a dialog.
            expect(screen.getByTestId('reg-verificationCode-error')).toHaveTextContent(refusal(error))
            expect(screen.queryByTestId('dialog')).toBeNull()
          } else {
            expect(screen.getByTestId('failure-dialog')).toBeInTheDocument()
            saysInDialog(refusal(error!))
          }
          break
        case 'field.edited':
          expect(screen.queryByTestId('reg-username-error')).toBeNull()
          break
        default:
          expect(screen.queryByTestId('dialog')).toBeNull()
      }
    },
    'register.checkingAffiliate': (run) => {
      busyScreen()
      expect(run.server.calls(AFFILIATE)).toBeGreaterThan(0)
    },
    'register.botCheck': (run) => {
      busyScreen()
      expect(run.server.calls(CHALLENGE)).toBeGreaterThan(0)
    },
    'register.registering': (run, s) => {
      busyScreen()
      expect(run.server.calls(ctx(s).method === 'register' ? REGISTER : REGISTER_MOBILE)).toBeGreaterThan(0)
    },
    'register.registered': (run) => {
      // Registered and logged in: the modal closed, the session holds the reply, home.
      expect(screen.queryByTestId('register-form-register')).toBeNull()
      expect(screen.queryByTestId('register-form-registerMobile')).toBeNull()
      expect(modals.isOpen(AuthModal.register)).toBe(false)
      expect(sessionStorage.getItem('token')).toBe('t0k3n')
      expect(run.router.state.location.pathname).toBe('/')
    },
  },
  cause: {
    async 'method.chosen'(_run, event) {
      await closeDialog()
      await user().click(screen.getByRole('tab', { name: tabName(field(event, 'method')) }))
    },
    async 'field.edited'() {
      await closeDialog()
      await fill(screen.getByTestId('reg-username'), 'juan01')
    },
    async 'sms.codeRequested'({ server }, event) {
      await closeDialog()
      await fill(screen.getByTestId('reg-mobileNum'), field<RegisterForm>(event, 'form').values.mobileNum)
      await user().click(screen.getByTestId('reg-get-code'))
      if (Object.keys(field<object>(event, 'check')).length > 0) return
      // The number passed: the SMS child runs its bot check and sends the code.
      await server.reply(CHALLENGE, { value: await challenge() })
      await server.reply(SMS, { value: { expiredMinutes: 1 } })
    },
    async 'registration.submitted'(_run, event, before) {
      await closeDialog()
      const { values } = field<RegisterForm>(event, 'form')
      const f = form(before)
      const shown = ctx(before).method === 'register' ? (['username', 'password', 'confirmPassword', 'affiliateCode', 'captcha'] as const) : (['mobileNum', 'verificationCode', 'password', 'confirmPassword', 'affiliateCode', 'captcha'] as const)
      for (const name of shown) await fill(within(f).getByTestId(`reg-${name}`), values[name])
      await user().click(within(f).getByTestId('reg-submit'))
    },
    'xstate.done.actor.checkAffiliate': ({ server }, event) => server.reply(AFFILIATE, { value: field(event, 'output') }),
    'xstate.error.actor.checkAffiliate': ({ server }) => server.reply(AFFILIATE, { networkError: true }),
    'xstate.done.actor.solveBotCheck': async ({ server }) => server.reply(CHALLENGE, { value: await challenge() }),
    // A challenge whose search range stops short of its answer: the proof of work finds none.
    'xstate.error.actor.solveBotCheck': async ({ server }) => server.reply(CHALLENGE, { value: await challenge(true) }),
    'xstate.done.actor.register': ({ server }, _event, before) => server.reply(ctx(before).method === 'register' ? REGISTER : REGISTER_MOBILE, { value: loginReply() }),
    'xstate.error.actor.register': ({ server }, event, before) =>
      server.reply(ctx(before).method === 'register' ? REGISTER : REGISTER_MOBILE, { fail: field<{ code: string; message: string }>(event, 'error') }),
  },
}

// "Get code": the register machine's smsCode child -----------------------------------------

/**
 * The SMS code (machines/smsCode.machine.ts) as the register panel runs it: "Get code" on the
 * mobile tab, a number its rule takes typed. Its bot check's challenge and the send wait for the
 * path's step; the seconds of the countdown and the throttle after a failure pass on fake
 * timers (`vi.useFakeTimers({ shouldAdvanceTime: true })`), a step advancing them until the
 * button changes. The reply's minutes are whole (the contract's Int): 60 ticks to count down.
 */
type SmsMachine = typeof smsCodeMachine

const getCode = () => screen.getByTestId('reg-get-code')

/** Lets fake time pass, a little at a time, until `changed` holds (at most `limitMs`): the step's delay, however far the clock already went. */
async function passTimeUntil(changed: () => boolean, limitMs: number) {
  for (let passed = 0; !changed(); passed += 50) {
    if (passed > limitMs) throw new Error(`nothing changed in ${limitMs} ms`)
    await vi.advanceTimersByTimeAsync(50)
  }
}

export const smsCodeScreen: ScreenModel<SmsMachine, RegisterRun> = {
  name: 'smsCode-register',
  paths: smsCodePaths(1),
  sights: smsCodeSights(refusal),
  async start() {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const run = await registerScreen.start()
    await user().click(screen.getByRole('tab', { name: tabName('registerMobile') }))
    await fill(await screen.findByTestId('reg-mobileNum'), smsTarget.mobileNum)
    return run
  },
  stop: (run) => {
    vi.useRealTimers()
    registerScreen.stop?.(run)
  },
  // What only jsdom can tell (the calls made); what the user sees is in smsCodeSights, shared with the browser journey.
  see: {
    'smsCode.solving': (run) => {
      expect(run.server.calls(CHALLENGE)).toBeGreaterThan(0)
      expect(run.server.calls(SMS)).toBe(0)
    },
    'smsCode.sending': (run) => {
      expect(run.server.lastBody(SMS)).toMatchObject({ mobileNo: smsTarget.mobileNum, countryDialingCode: smsTarget.countryDialingCode })
    },
  },
  cause: {
    async 'sms.codeRequested'() {
      await closeDialog()
      await user().click(getCode())
    },
    'xstate.done.actor.solveBotCheck': async ({ server }) => server.reply(CHALLENGE, { value: await challenge() }),
    'xstate.error.actor.solveBotCheck': async ({ server }) => server.reply(CHALLENGE, { value: await challenge(true) }),
    'xstate.done.actor.sendCode': ({ server }, event) => server.reply(SMS, { value: field(event, 'output') }),
    'xstate.error.actor.sendCode': ({ server }, event) => server.reply(SMS, { fail: field<{ code: string; message: string }>(event, 'error') }),
    // A second passes: the button shows one less (or, at the end, "Get code" again).
    async 'xstate.after.tick.smsCode.countingDown'() {
      const shown = getCode().textContent
      await passTimeUntil(() => getCode().textContent !== shown, 1_100)
    },
    // The throttle after a failure passes: the button can send again.
    async 'xstate.after.smsThrottle.smsCode.throttled'() {
      await passTimeUntil(() => !getCode().hasAttribute('disabled') && getCode().getAttribute('data-disabled') === null, 1_100)
    },
  },
}

// The captcha: the register machine's captcha child ------------------------------------------

/**
 * The captcha box (machines/captcha.machine.ts) as the register panel runs it: asked for when
 * the form opens (the rules show a captcha) and again after every refused registration (a used
 * captcha is spent); the refresh button asks for a new image once the throttle has passed. The
 * image call waits for the path's step; the throttle passes on fake timers. Nothing on screen
 * tells the throttle's two states apart (the refresh button is enabled in both; a click in the
 * first does nothing), so a step lets the throttle's second pass and the next click shows it.
 */
type CaptchaMachine = typeof captchaMachine
const IMAGE = 'bmV3LWltYWdl'
const captchaPaths: PathModel<CaptchaMachine> = {
  ...captchaModel,
  // A failed image shows no picture: the failure is part of what the screen shows.
  serializeState: (s) => JSON.stringify([s.value, (s.context as CaptchaContext).failed]),
  events: captchaModel.events.map((e) => (e.type === 'xstate.done.actor.loadCaptcha' ? { ...e, output: IMAGE } : e)),
}

const captchaImage = () => screen.queryByRole('img', { name: i18n.t('auth.captchaImage') })
const refreshButton = () => screen.getByTestId('reg-captcha-refresh')

export const captchaScreen: ScreenModel<CaptchaMachine, RegisterRun> = {
  name: 'captcha-register',
  paths: captchaPaths,
  async start() {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    // The register form is not open yet: its captcha has not been asked for.
    return renderRegister([CAPTCHA, CHALLENGE, REGISTER])
  },
  stop: (run) => {
    vi.useRealTimers()
    registerScreen.stop?.(run)
  },
  see: {
    'captcha.hidden': () => {
      expect(screen.queryByTestId('register-form-register')).toBeNull()
      expect(captchaImage()).toBeNull()
    },
    'captcha.loading': (run) => {
      expect(screen.getByTestId('reg-captcha')).toBeInTheDocument()
      expect(refreshButton()).toBeDisabled()
      expect(captchaImage()).toBeNull()
      expect(run.server.calls(CAPTCHA)).toBeGreaterThan(0)
    },
    'captcha.shown': (_run, s) => {
      expect(refreshButton()).toBeEnabled()
      if ((s.context as CaptchaContext).failed) {
        expect(captchaImage(), 'no picture: the image did not load').toBeNull()
        expect(screen.getByTestId('reg-captcha-image')).toHaveTextContent(i18n.t('auth.captchaFailed'))
      } else expect(captchaImage()).toHaveAttribute('src', `data:image/png;base64,${IMAGE}`)
    },
    // Asked again within the second: the box waits for it to pass, the new image not asked yet.
    'captcha.queued': (run) => {
      expect(refreshButton()).toBeDisabled()
      expect(captchaImage()).toBeNull()
      expect(run.server.pending(CAPTCHA), 'no image asked for within the second').toBe(0)
    },
  },
  cause: {
    async 'captcha.requested'({ server }, _event, before) {
      if (before.matches('hidden')) {
        // The register form opens: its rules show a captcha.
        modals.open(AuthModal.register)
        await screen.findByTestId('register-form-register')
        return
      }
      // A refused registration: the captcha typed is spent, a new one is asked for.
      await closeDialog()
      const f = screen.getByTestId('register-form-register')
      for (const name of ['username', 'password', 'confirmPassword', 'captcha'] as const) await fill(within(f).getByTestId(`reg-${name}`), plainForm.values[name])
      await user().click(within(f).getByTestId('reg-submit'))
      await server.reply(CHALLENGE, { value: await challenge() })
      await server.reply(REGISTER, { fail: { code: 'CAPTCHA_INVALID', message: SERVER_ENGLISH, value: { captcha: true } } })
      await waitFor(() => expect(screen.getByTestId('reg-captcha-error')).toHaveTextContent(refusal('CAPTCHA_INVALID')))
    },
    'captcha.refreshRequested': async () => {
      await user().click(refreshButton())
    },
    'xstate.done.actor.loadCaptcha': ({ server }, event) => server.reply(CAPTCHA, { value: field(event, 'output') }),
    'xstate.error.actor.loadCaptcha': ({ server }) => server.reply(CAPTCHA, { networkError: true }),
    // The throttle's second passes (nothing on screen changes: the next click loads a new image).
    'xstate.after.captchaThrottle.captcha.shown.cooling': async () => void (await vi.advanceTimersByTimeAsync(1_000)),
    // The second passes: the new image is asked for.
    'xstate.after.captchaThrottle.captcha.queued': async () => void (await vi.advanceTimersByTimeAsync(1_000)),
  },
}
