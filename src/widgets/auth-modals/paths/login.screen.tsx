import { expect } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate'
import { AuthModal } from '@/shared/ui'
import { heldServer, lastModals as modals, noticesFixture, testRoot, type HeldServer, type ScreenModel } from '@/shared/testing'
import type { PathModel } from '@machines/testing/pathCoverage.ts'
import { loginModel } from '@machines/testing/models/login.model.ts'
import type { loginMachine, LoginContext } from '@machines/login.machine.ts'
import { memberInfoFixture, renderWithApp, resetAuthState, withModules } from '../testing/harness.tsx'
import { AuthModals } from '../ui/AuthModals.tsx'

/**
 * The login flow (machines/login.machine.ts) on its real screen: the login modal of the auth
 * modals in the app's actor system, with the username and SMS tabs, the captcha the server
 * asks for, the unregistered-IP verification and the forced password change. The server's
 * answers to the login calls wait for the path's step; the captcha image and the after-login
 * calls answer at once.
 */
const LOGIN = '/wps/session/login'
const SEND = '/wps/session/login/verification/send'
const VERIFY = '/wps/session/login/verification'
const CHANGE = '/wps/member/password'
const NEW_PASSWORD = 'Fresh2026x'

interface LoginRun {
  readonly server: HeldServer
}

const user = () => userEvent.setup()
const ctx = (s: AnyMachineSnapshot) => s.context as LoginContext
/** A field of a path's event (its payload as the path model wrote it). */
const field = <T,>(event: AnyEventObject, key: string): T => event[key] as T
const reply = (event: AnyEventObject) => ({ value: field<unknown>(event, 'output') })
const failure = (event: AnyEventObject) => ({ fail: field<{ code: string; message: string; value?: unknown }>(event, 'error') })

/** A success ended the flow (the transient `loggedIn` left for `editing`). */
const endedBy = (event: AnyEventObject) =>
  ['xstate.done.actor.login', 'xstate.done.actor.verifyLogin', 'xstate.done.actor.changePassword'].includes(event.type)

const loginButtons = () => screen.queryAllByRole('button', { name: 'Log in' })

/** The failure dialog a refusal opens is closed first, as a user would. */
async function closeDialog() {
  const ok = screen.queryByTestId('dialog-confirm')
  if (ok) await user().click(ok)
  await waitFor(() => expect(screen.queryByTestId('dialog')).toBeNull())
}

/** Typed text arrives as one paste: a path types a lot, and keystrokes cost nothing more here. */
async function fill(field: HTMLElement, text: string) {
  const u = user()
  await u.clear(field)
  await u.click(field)
  await u.paste(text)
}

/**
 * The login machine's path model, told apart by what the screen shows (state, form tab,
 * captcha), with one reply of each kind: the first-login variants are the after-login flow's.
 */
const paths: PathModel<typeof loginMachine> = {
  ...loginModel,
  serializeState: (s) => JSON.stringify([s.value, ctx(s).request?.type ?? null, ctx(s).captchaRequired]),
  events: loginModel.events.filter((e) => !(e as { output?: { firstTimeLogin?: boolean } }).output?.firstTimeLogin),
}

export const loginScreen: ScreenModel<typeof loginMachine, LoginRun> = {
  name: 'login',
  paths,
  async start() {
    const server = heldServer(
      {
        '/wps/captcha': { value: 'iVBORw0KGgo=' },
        '/wps/member/info': { value: memberInfoFixture },
        '/wps/relay/MCSFE_getListAnnouncements': { value: noticesFixture() },
        '/wps/system/countries': { value: [{ countryCode: 'PH', countryDialingCode: '63', countryName: 'Philippines' }] },
      },
      [LOGIN, SEND, VERIFY, CHANGE],
    )
    renderWithApp(<AuthModals />, { status: withModules({ MOBILEVERCODELOGIN3: '1', PWDEXPFORCECHANGE3: '1' }), at: '/promotions' })
    modals.open(AuthModal.login)
    await screen.findByTestId('login-form-username')
    return { server }
  },
  actual: () => (testRoot().getSnapshot().context.login?.getSnapshot() as AnyMachineSnapshot | undefined) ?? null,
  stop: () => resetAuthState(),
  see: {
    'login.editing': (_run, s, event) => {
      if (endedBy(event)) {
        // Logged in: the session has the login, the modals are gone.
        expect(sessionStorage.getItem('token')).toBe('t0k3n')
        expect(screen.queryByTestId('login-form-username')).toBeNull()
        expect(screen.queryByTestId('change-password-form')).toBeNull()
        return
      }
      const sms = ctx(s).request?.type === 'sms'
      const form = screen.getByTestId(sms ? 'login-form-sms' : 'login-form-username')
      // A refusal's dialog covers the form (which is then hidden from the accessibility tree).
      const hidden = screen.queryByTestId('dialog') !== null
      expect(within(form).getByRole('button', { name: 'Log in', hidden })).toBeEnabled()
      // The captcha box shows, with its image, once the server asked for it.
      const captcha = within(form).queryByRole('textbox', { name: 'Captcha', hidden })
      if (ctx(s).captchaRequired) {
        expect(captcha, 'the captcha box').toBeInTheDocument()
        expect(within(form).queryByRole('img', { name: 'Captcha image', hidden }), 'the captcha image').toBeInTheDocument()
      } else expect(captcha, 'no captcha box').toBeNull()
      // A refusal says why; a way back from the verification does not.
      if (event.type === 'xstate.error.actor.login' || event.type === 'xstate.error.actor.verifyLogin') expect(screen.queryByTestId('failure-dialog'), 'the refusal\'s dialog').toBeInTheDocument()
      expect(sessionStorage.getItem('token')).toBeNull()
    },
    'login.submitting': () => {
      expect(loginButtons().length).toBeGreaterThan(0)
      for (const b of loginButtons()) expect(b).toBeDisabled()
    },
    'login.verifying.choosing': (_run, s) => {
      const form = screen.getByTestId('login-verification')
      for (const m of ctx(s).verification!.methods) expect(within(form).getByTestId(`verify-by-${m}`)).toBeEnabled()
      expect(screen.queryByTestId('verify-code')).toBeNull()
    },
    'login.verifying.sending': (_run, s) => {
      for (const m of ctx(s).verification!.methods) expect(screen.getByTestId(`verify-by-${m}`)).toBeDisabled()
    },
    'login.verifying.answerEntry': (_run, s) => {
      expect(screen.getByTestId('verify-code')).toBeInTheDocument()
      expect(screen.getByTestId('verify-submit')).toBeEnabled()
      const { method, to } = ctx(s).verification!
      if ((method === 'sms' || method === 'email') && to) expect(screen.getByTestId('verify-sent-to')).toHaveTextContent(to)
    },
    'login.verifying.submitting': () => {
      expect(screen.getByTestId('verify-submit')).toBeDisabled()
    },
    'login.changingPassword': () => {
      // The change replaces the login modal; the old password is the one just typed, not asked again.
      expect(screen.getByTestId('change-password-form')).toBeInTheDocument()
      expect(screen.getByTestId('cpw-reason')).toBeInTheDocument()
      expect(screen.queryByTestId('cpw-old')).toBeNull()
      expect(screen.queryByTestId('login-form-username')).toBeNull()
    },
  },
  cause: {
    async 'credentials.submitted'(_run, event, before) {
      await closeDialog()
      if (before.matches('changingPassword')) {
        // The change was abandoned: its modal closed, the login opened again.
        await user().click(within(screen.getByTestId('change-password-form').closest('[role="dialog"]') as HTMLElement).getByRole('button', { name: 'Close' }))
        modals.open(AuthModal.login)
      }
      const request = field<{ type: 'username' | 'sms'; username: string; password: string }>(event, 'request')
      if (request.type === 'sms') {
        await user().click(await screen.findByRole('tab', { name: 'Mobile (SMS)' }))
        const form = await screen.findByTestId('login-form-sms')
        await fill(within(form).getByTestId('login-mobile'), request.username)
        await fill(within(form).getByTestId('login-code'), request.password)
      } else {
        await user().click(await screen.findByRole('tab', { name: 'Username' }))
        const form = await screen.findByTestId('login-form-username')
        await fill(within(form).getByTestId('login-username'), request.username)
        await fill(within(form).getByTestId('login-password'), request.password)
      }
      const form = screen.getByTestId(request.type === 'sms' ? 'login-form-sms' : 'login-form-username')
      const captcha = within(form).queryByRole('textbox', { name: 'Captcha' })
      if (captcha) await fill(captcha, 'K7PX')
      await user().click(within(form).getByRole('button', { name: 'Log in' }))
    },
    'xstate.done.actor.login': ({ server }, event) => server.reply(LOGIN, reply(event)),
    'xstate.error.actor.login': ({ server }, event) => server.reply(LOGIN, failure(event)),
    'verification.methodChosen': async (_run, event) => {
      await closeDialog()
      await user().click(screen.getByTestId(`verify-by-${field<string>(event, 'method')}`))
    },
    'verification.codeSubmitted': async (_run, event) => {
      await closeDialog()
      await fill(screen.getByTestId('verify-code'), field<string>(event, 'code'))
      await user().click(screen.getByTestId('verify-submit'))
    },
    'verification.cancelled': async () => {
      await closeDialog()
      await user().click(screen.getByTestId('verify-back'))
    },
    'xstate.done.actor.sendVerification': ({ server }, event) => server.reply(SEND, reply(event)),
    'xstate.error.actor.sendVerification': ({ server }, event) => server.reply(SEND, failure(event)),
    'xstate.done.actor.verifyLogin': ({ server }, event) => server.reply(VERIFY, reply(event)),
    'xstate.error.actor.verifyLogin': ({ server }, event) => server.reply(VERIFY, failure(event)),
    async 'xstate.done.actor.changePassword'({ server }) {
      await fill(screen.getByTestId('cpw-new'), NEW_PASSWORD)
      await fill(screen.getByTestId('cpw-confirm'), NEW_PASSWORD)
      await user().click(screen.getByTestId('cpw-submit'))
      await server.reply(CHANGE, { value: { done: true } })
    },
  },
}
