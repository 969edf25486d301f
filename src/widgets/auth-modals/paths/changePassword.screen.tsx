import { expect } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import type { AnyActorRef, AnyMachineSnapshot } from 'xstate'
import { failureText } from '@/shared/i18n'
import { AuthModal } from '@/shared/ui'
import { fill, heldServer, lastModals as modals, noticesFixture, testRoot, user, type HeldServer, type ScreenModel } from '@/shared/testing'
import type { changePasswordMachine } from '@machines/changePassword.machine.ts'
import { loginReply } from '@machines/testing/models/login.model.ts'
import { memberInfoFixture, renderWithApp, resetAuthState, withModules } from '../testing/harness.tsx'
import { AuthModals } from '../ui/AuthModals.tsx'
import { changePasswordSights, CPW_SERVER_ENGLISH, forcedChangePasswordPaths, ownChangePasswordPaths } from './changePassword.sights.ts'

/**
 * The password change (machines/changePassword.machine.ts) on its real screens: the change
 * password modal of the auth modals, either the member's own change (opened by a logged-in
 * member: old, new and confirmation, then the member info read again, the modal closed, /) or
 * a login's forced change (the login flow's child: the old password is the one just typed, and
 * the login goes on after it). The change call (and the member info the own change reads
 * again) waits for the path's step.
 */
const CHANGE = '/wps/member/password'
const INFO = '/wps/member/info'
const LOGIN = '/wps/session/login'
const OLD = 'Old12345'
const NEW = 'New12345'

type Machine = typeof changePasswordMachine

interface ChangeRun {
  readonly server: HeldServer
  readonly router: ReturnType<typeof renderWithApp>['router']
  /** A forced change: the login flow's child (kept, as the login drops it once it is done). */
  readonly child?: AnyActorRef
}

/** The failure dialog a refusal opens is closed first, as a user would. */
async function closeDialog() {
  const ok = screen.queryByTestId('dialog-confirm')
  if (ok) await user().click(ok)
  await waitFor(() => expect(screen.queryByTestId('dialog')).toBeNull())
}

const refusal = { code: 'PASSWORD_MISMATCH', message: CPW_SERVER_ENGLISH }
const said = (code: string) => failureText({ code, message: CPW_SERVER_ENGLISH } as Parameters<typeof failureText>[0])

const submitButton = () => screen.getByTestId('cpw-submit')

const submitting = (run: ChangeRun) => {
  expect(run.server.calls(CHANGE)).toBeGreaterThan(0)
}

async function submit(forced: boolean) {
  await closeDialog()
  if (!forced) await fill(screen.getByTestId('cpw-old'), OLD)
  await fill(screen.getByTestId('cpw-new'), NEW)
  await fill(screen.getByTestId('cpw-confirm'), NEW)
  await user().click(submitButton())
}

// The member's own change ------------------------------------------------------------------

export const ownChangePasswordScreen: ScreenModel<Machine, ChangeRun> = {
  name: 'changePassword-own',
  paths: ownChangePasswordPaths(refusal.code),
  async start() {
    sessionStorage.setItem('account', 'juan')
    sessionStorage.setItem('customerId', 'c1')
    sessionStorage.setItem('isAgent', '0')
    sessionStorage.setItem('token', 't0k3n')
    const server = heldServer({}, [CHANGE, INFO])
    const { router } = renderWithApp(<AuthModals />)
    // The member info a page load reads for a kept login.
    await server.reply(INFO, { value: memberInfoFixture })
    modals.open(AuthModal.changePassword)
    await screen.findByTestId('change-password-form')
    return { server, router }
  },
  stop: () => resetAuthState(),
  elsewhere: {
    'changePassword.changed': 'a login\'s forced change ends there (changePassword-forced, on the login screen)',
    'changePassword.submitting --xstate.done.actor.changePassword#0--> changePassword.changed': 'a login\'s forced change (changePassword-forced)',
  },
  sights: changePasswordSights(false, said),
  // What only jsdom can tell (calls, the route, the session); what the member sees is in the shared sights.
  see: {
    'changePassword.submitting': submitting,
    'changePassword.reloading': (run) => {
      expect(run.server.calls(INFO)).toBe(2)
    },
    'changePassword.done': (run) => {
      expect(run.router.state.location.pathname).toBe('/')
      expect(sessionStorage.getItem('token')).toBe('t0k3n')
    },
  },
  cause: {
    'passwords.submitted': () => submit(false),
    'xstate.done.actor.changePassword': ({ server }, event) => server.reply(CHANGE, { value: (event as { output?: unknown }).output }),
    'xstate.error.actor.changePassword': ({ server }, event) => server.reply(CHANGE, { fail: (event as unknown as { error: { code: string; message: string } }).error }),
    'xstate.done.actor.loadMember': ({ server }) => server.reply(INFO, { value: memberInfoFixture }),
  },
}

// A login's forced change --------------------------------------------------------------------

/** The login flow's child, as the change form shows it. */
const forcedChild = () => (testRoot().getSnapshot().context.login?.getSnapshot() as AnyMachineSnapshot | undefined)?.children.changePassword as AnyActorRef | undefined

export const forcedChangePasswordScreen: ScreenModel<Machine, ChangeRun> = {
  name: 'changePassword-forced',
  paths: forcedChangePasswordPaths(refusal.code),
  async start() {
    const server = heldServer(
      {
        [INFO]: { value: memberInfoFixture },
        '/wps/relay/MCSFE_getListAnnouncements': { value: noticesFixture() },
        [LOGIN]: { value: loginReply({ defaultPassword: true }) },
      },
      [CHANGE],
    )
    const { router } = renderWithApp(<AuthModals />, { status: withModules({ PWDEXPFORCECHANGE3: '1' }), at: '/promotions' })
    modals.open(AuthModal.login)
    // A login with the default password: the change replaces the login modal.
    const login = await screen.findByTestId('login-form-username')
    await fill(within(login).getByTestId('login-username'), 'juan')
    await fill(within(login).getByTestId('login-password'), OLD)
    await user().click(within(login).getByRole('button', { name: 'Log in' }))
    await screen.findByTestId('change-password-form')
    const child = forcedChild()
    expect(child, 'the login flow runs the change').toBeDefined()
    return { server, router, child }
  },
  actual: (run) => (run.child?.getSnapshot() as AnyMachineSnapshot | undefined) ?? null,
  stop: () => resetAuthState(),
  elsewhere: {
    'changePassword.reloading': 'the member\'s own change reads the member info again (changePassword-own); a forced one hands the login on',
    'changePassword.done': 'the member\'s own change (changePassword-own)',
    'changePassword.submitting --xstate.done.actor.changePassword#1--> changePassword.reloading': 'the member\'s own change (changePassword-own)',
    'changePassword.reloading --xstate.done.actor.loadMember#0--> changePassword.done': 'the member\'s own change (changePassword-own)',
  },
  sights: changePasswordSights(true, said),
  see: {
    'changePassword.submitting': (run) => {
      submitting(run)
      // The change goes with the new login's token and the password just typed.
      expect(sessionStorage.getItem('token')).toBeNull()
    },
    'changePassword.changed': () => {
      // The login goes on: the session has the new login.
      expect(sessionStorage.getItem('token')).toBe('t0k3n')
    },
  },
  cause: {
    'passwords.submitted': () => submit(true),
    'xstate.done.actor.changePassword': ({ server }, event) => server.reply(CHANGE, { value: (event as { output?: unknown }).output }),
    'xstate.error.actor.changePassword': ({ server }, event) => server.reply(CHANGE, { fail: (event as unknown as { error: { code: string; message: string } }).error }),
  },
}
