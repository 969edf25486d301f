import { expect } from 'vitest'
import { render, screen, waitFor } from '@testing-library/react'
import Cookies from 'js-cookie'
import { createMemoryRouter, RouterProvider } from 'react-router'
import type { StatusReply } from '@/shared/api'
import { i18n } from '@/shared/i18n'
import { DialogHost, LoaderHost } from '@/shared/ui'
import { bootedApp, createTestQueryClient, heldServer, moduleNode, statusFixture, systemInfoFixture, TestSystem, user, type HeldServer, type ScreenModel } from '@/shared/testing'
import { SystemProvider, rememberSystemInfo } from '@/entities/system'
import { readStoredSession, sessionLogic } from '@/entities/session'
import { balanceLogic } from '@/entities/wallet'
import { afterLoginLogic } from '@/features/after-login'
import { freePlayLogic } from '@/features/free-play'
import type { PathModel } from '@machines/testing/pathCoverage.ts'
import { logoutModel } from '@machines/testing/models/logout.model.ts'
import type { logoutMachine } from '@machines/logout.machine.ts'
import { AuthBlock } from '../ui/AuthBlock.tsx'

/**
 * Sign out (machines/logout.machine.ts) on its real screen: the header's logged-in block, whose
 * "Sign out" button asks first in the app's dialog, then calls DELETE /wps/session/logout (held
 * until the path's step answers it), ends the session and goes to /index. The member's other
 * calls (avatar, balance) answer at once.
 */
const LOGOUT = 'DELETE /wps/session/logout'

interface LogoutRun {
  readonly server: HeldServer
  readonly router: ReturnType<typeof createMemoryRouter>
}

const status = (): StatusReply => {
  const info = systemInfoFixture()
  return statusFixture({ info: { ...info, whitelabel: [...info.whitelabel, moduleNode('MEMBERCENTER3', '1')] } })
}

/** The header as the app mounts it, with the overlays, for a member logged in when the page loaded. */
function renderHeader(): ReturnType<typeof createMemoryRouter> {
  const reply = status()
  rememberSystemInfo(reply)
  const router = createMemoryRouter([{ path: '*', element: <SystemProvider status={reply} imageCdn="/img"><AuthBlock /></SystemProvider> }], { initialEntries: ['/promotions'] })
  const queryClient = createTestQueryClient()
  const logic = bootedApp(reply).provide({
    actors: { balance: balanceLogic, freePlay: freePlayLogic({ navigate: (to) => void router.navigate(to) }), session: sessionLogic.provide({ actors: { afterLogin: afterLoginLogic(queryClient) } }) },
  })
  render(
    <TestSystem logic={logic} input={{ session: readStoredSession() }} queryClient={queryClient}>
      <RouterProvider router={router} />
      <LoaderHost />
      <DialogHost />
    </TestSystem>,
  )
  return router
}

const confirmQuestion = () => i18n.t('logout.confirm')

/**
 * The machine's path model as the header offers it: once signed out, the logged-in block (and
 * its Sign out button, with the flow's actor) is gone, so nothing asks to sign out again.
 */
const paths: PathModel<typeof logoutMachine> = {
  ...logoutModel,
  offered: (s, e) => !(s.matches('loggedOut') && e.type === 'logout.requested'),
}

export const logoutScreen: ScreenModel<typeof logoutMachine, LogoutRun> = {
  name: 'logout',
  paths,
  async start() {
    sessionStorage.setItem('account', 'juan')
    sessionStorage.setItem('customerId', 'c1')
    sessionStorage.setItem('isAgent', '0')
    sessionStorage.setItem('token', 't0k3n')
    const server = heldServer({ '/wps/member/info/icon': { value: { icon: '' } }, '/wps/v2/wallets/balance': { value: { sumBalance: 150000 } } }, [LOGOUT])
    const router = renderHeader()
    await screen.findByTestId('header-sign-out')
    return { server, router }
  },
  stop: () => {
    sessionStorage.clear()
    for (const name of Object.keys(Cookies.get())) Cookies.remove(name)
  },
  see: {
    'logout.idle': (run) => {
      expect(screen.getByTestId('member-account')).toHaveTextContent('juan')
      expect(screen.getByTestId('header-sign-out')).toBeEnabled()
      expect(screen.queryByTestId('dialog')).toBeNull()
      expect(screen.queryByTestId('loader-overlay')).toBeNull()
      expect(sessionStorage.getItem('token')).toBe('t0k3n')
      expect(run.router.state.location.pathname).toBe('/promotions')
    },
    'logout.confirming': () => {
      const dialog = screen.getByTestId('dialog')
      expect(dialog).toHaveTextContent(confirmQuestion())
      expect(screen.getByTestId('dialog-confirm')).toHaveTextContent(i18n.t('common.submit'))
      expect(screen.getByTestId('dialog-cancel')).toHaveTextContent(i18n.t('common.cancel'))
      expect(sessionStorage.getItem('token')).toBe('t0k3n')
    },
    'logout.loggingOut': (run) => {
      // The question answered: the loader covers the page while the call runs; still logged in.
      expect(screen.getByTestId('loader-overlay')).toBeInTheDocument()
      expect(screen.queryByTestId('dialog')).toBeNull()
      expect(run.server.calls(LOGOUT)).toBe(1)
      expect(sessionStorage.getItem('token')).toBe('t0k3n')
    },
    'logout.loggedOut': (run) => {
      // Whatever the call answered, the session ended here: the login button, /index, the merchant kept.
      expect(screen.getByTestId('header-login')).toBeInTheDocument()
      expect(screen.queryByTestId('header-sign-out')).toBeNull()
      expect(screen.queryByTestId('loader-overlay')).toBeNull()
      expect(sessionStorage.getItem('token')).toBeNull()
      expect(sessionStorage.getItem('account')).toBeNull()
      expect(sessionStorage.getItem('merchant')).toBe('tala')
      expect(run.router.state.location.pathname).toBe('/index')
    },
  },
  cause: {
    'logout.requested': async () => {
      await user().click(screen.getByTestId('header-sign-out'))
    },
    'logout.confirmed': async () => {
      await user().click(screen.getByTestId('dialog-confirm'))
    },
    'logout.cancelled': async () => {
      await user().click(screen.getByTestId('dialog-cancel'))
      await waitFor(() => expect(screen.queryByTestId('dialog')).toBeNull())
    },
    'xstate.done.actor.logout': ({ server }, event) => server.reply(LOGOUT, { value: (event as { output?: unknown }).output }),
    'xstate.error.actor.logout': ({ server }) => server.reply(LOGOUT, { networkError: true }),
  },
}
