import { useEffect, useMemo } from 'react'
import { useMachine } from '@xstate/react'
import { fromPromise } from 'xstate'
import { createBrowserRouter, RouterProvider } from 'react-router'
import type { StatusReply } from '@/shared/api'
import { useTranslation } from '@/shared/i18n'
import { LoadingScreen } from '@/shared/ui'
import { fetchStatus, rememberSystemInfo, SystemProvider } from '@/entities/system'
import { vendorLanes } from '@/entities/vendor'
import { loadMemberInfo } from '@/entities/session'
import { captureReferral } from '@/features/auth'
import { bootMachine } from '@machines/boot.machine.ts'
import { createRoutes } from '../router/routes.tsx'
import { AccessDeniedPage, BootFailedScreen, MaintenancePage } from './StatusScreens.tsx'

/** The boot flow with the real status call. */
export const bootLogic = bootMachine.provide({
  actors: {
    loadStatus: fromPromise<StatusReply, { url: string }>(async ({ input, signal }) => {
      const status = await fetchStatus(input.url, signal)
      rememberSystemInfo(status)
      return status
    }),
  },
})

function AppRouter({ status }: { status: StatusReply }) {
  const router = useMemo(() => createBrowserRouter(createRoutes({ status })), [status])
  useEffect(() => {
    // The navigation is built from the vendor list: start it with the first page chunk.
    vendorLanes.load(status.info.brand.merchantCode).catch(() => undefined)
    // A stored session: its member info (an invalid token logs out, spec §7).
    loadMemberInfo().catch(() => undefined)
    captureReferral()
  }, [status])
  return <RouterProvider router={router} />
}

/** Renders what the boot machine says: loading, maintenance, denied, the retry screen, or the app. */
export function BootGate({ url = window.location.host }: { url?: string }) {
  const { t } = useTranslation()
  const [snapshot, send] = useMachine(bootLogic, { input: { url } })
  const { status, failure } = snapshot.context

  if (snapshot.matches('app') && status) {
    return (
      <SystemProvider status={status}>
        <AppRouter status={status} />
      </SystemProvider>
    )
  }
  if (snapshot.matches('maintenance') && status) return <MaintenancePage status={status} />
  if (snapshot.matches('denied') && status) return <AccessDeniedPage status={status} />
  if (snapshot.matches('failed')) return <BootFailedScreen failure={failure} onRetry={() => send({ type: 'retry.requested' })} />
  return <LoadingScreen label={t('common.loading')} />
}
