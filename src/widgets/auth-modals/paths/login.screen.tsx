import { expect } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate'
import { AuthModal } from '@/shared/ui'
import { fill, heldServer, lastModals as modals, noticesFixture, testRoot, user, type HeldServer, type ScreenModel } from '@/shared/testing'
import type { loginMachine } from '@machines/login.machine.ts'
import { memberInfoFixture, renderWithApp, resetAuthState, withModules } from '../testing/harness.tsx'
import { AuthModals } from '../ui/AuthModals.tsx'
import { loginEndedBy, loginPaths, loginSights } from './login.sights.ts'

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

/** A field of a path's event (its payload as the path model wrote it). */
const field = <T,>(event: AnyEventObject, key: string): T => event[key] as T
const reply = (event: AnyEventObject) => ({ value: field<unknown>(event, 'output') })
const failure = (event: AnyEventObject) => ({ fail: field<{ code: string; message: string; value?: unknown }>(event, 'error') })

/** The failure dialog a refusal opens is closed first, as a user would. */
async function closeDialog() {
  const ok = screen.queryByTestId('dialog-confirm')
  if (ok) await user().click(ok)
  await waitFor(() => expect(screen.queryByTestId('dialog')).toBeNull())
}

export const loginScreen: ScreenModel<typeof loginMachine, LoginRun> = {
  name: 'login',
  paths: loginPaths,
  sights: loginSights,
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
  // What only jsdom can tell; what the user sees is in loginSights, shared with the browser journey.
  see: {
    'login.editing': (_run, _s, event) => {
      // Logged in: the session has the login; until then, none.
      expect(sessionStorage.getItem('token')).toBe(loginEndedBy(event) ? 't0k3n' : null)
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
