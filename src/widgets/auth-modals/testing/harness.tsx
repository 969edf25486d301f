import { render } from '@testing-library/react'
import Cookies from 'js-cookie'
import { fromPromise } from 'xstate'
import { createMemoryRouter, RouterProvider } from 'react-router'
import type { ReactNode } from 'react'
import type { StatusReply } from '@/shared/api'
import { DialogHost, LoaderHost } from '@/shared/ui'
import { TestSystem, bootedApp, createTestQueryClient, moduleNode, statusFixture, systemInfoFixture } from '@/shared/testing'
import { SystemProvider, rememberSystemInfo } from '@/entities/system'
import { readStoredSession, sessionLogic } from '@/entities/session'
import { freePlayLogic } from '@/features/free-play'
import { afterLoginLogic } from '@/features/after-login'
import { loginLogic } from '@/features/login'

/** Test helpers of the auth modals and the sign-in features (never imported by application code). */

export const withModules = (modules: Record<string, '1' | '0'>): StatusReply => {
  const base = systemInfoFixture()
  const known = new Set(Object.keys(modules))
  return statusFixture({
    info: { ...base, whitelabel: [...base.whitelabel.filter((n) => !known.has(n.modId)), ...Object.entries(modules).map(([id, on]) => moduleNode(id, on))] },
  })
}

/**
 * Renders `ui` inside the app's actor system (booted with `status`, the session, login and
 * free-play flows with their real calls), a fresh query cache, a memory router at `at`, and the overlays.
 * `session`: the login the app starts with; by default what session storage holds, as the app reads it.
 */
export function renderWithApp(ui: ReactNode, { status = statusFixture(), at = '/promotions', session = readStoredSession() }: { status?: StatusReply; at?: string; session?: ReturnType<typeof readStoredSession> } = {}) {
  rememberSystemInfo(status)
  const router = createMemoryRouter(
    [{ path: '*', element: <SystemProvider status={status} imageCdn="/img">{ui}</SystemProvider> }],
    { initialEntries: [at] },
  )
  const navigate = (to: string) => void router.navigate(to)
  const queryClient = createTestQueryClient()
  const logic = bootedApp(status).provide({
    actors: {
      freePlay: freePlayLogic({ navigate }),
      session: sessionLogic.provide({ actors: { afterLogin: afterLoginLogic(queryClient) } }),
      loadLogin: fromPromise(async () => loginLogic({ navigate, pathname: () => router.state.location.pathname })),
    },
  })
  const result = render(
    <TestSystem logic={logic} input={{ session }} queryClient={queryClient}>
      <RouterProvider router={router} />
      <LoaderHost />
      <DialogHost />
    </TestSystem>,
  )
  return { router, ...result }
}

export function resetAuthState(): void {
  // The modals, dialog, loader and session belong to each test's own system.
  sessionStorage.clear()
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name)
}

export const memberInfoFixture = {
  id: 'm1', account: 'juan', nickname: 'Juan', type: 0, isAgent: 0, toUpline: false,
  clubLabel: { labelName: 'Club' }, memberLabel: [{ labelName: 'VIP1' }], currency: 'TLB', mobileNum: '9171234567', countryDialingCode: '63', email: 'juan@example.com',
}
