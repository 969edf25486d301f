import { useCallback, useDeferredValue } from 'react'
import { useSelector } from '@xstate/react'
import { BrowserRouter } from 'react-router'
import type { StatusReply } from '@/shared/api'
import { useTranslation } from '@/shared/i18n'
import { useSystemActor } from '@/shared/lib'
import { LoadingScreen } from '@/shared/ui'
import { SystemProvider } from '@/entities/system'
import { AppRoutes, AttachNavigator } from '../router/routes.tsx'
import type { Navigator } from '../router/navigator.ts'
import { AccessDeniedPage, BootFailedScreen, MaintenancePage } from './StatusScreens.tsx'

function AppRouter({ status, navigator }: { status: StatusReply; navigator: Navigator }) {
  const session = useSystemActor('session')
  const hasSession = useCallback(() => session.getSnapshot().context.current !== null, [session])
  return (
    <BrowserRouter>
      <AttachNavigator navigator={navigator} />
      <AppRoutes status={status} hasSession={hasSession} />
    </BrowserRouter>
  )
}

/**
 * The splash of index.html (its styles are index.html's), kept while the locale loads: no text
 * can show yet, so its hidden label keeps the page's own words, in the default language.
 */
const Splash = () => (
  <div className="boot-splash" aria-busy="true" data-testid="boot-splash">
    <svg viewBox="0 0 32 32" aria-hidden="true">
      <path fill="#f6c453" d="M16 1l4 10 11 1-8 7 3 11-10-6-10 6 3-11-8-7 11-1z" />
    </svg>
    <span className="boot-splash__ring" />
    <span className="boot-splash__label">Naglo-load…</span>
  </div>
)

/** Loading, in words: only once the locale is in (the splash comes before it, without words). */
function BootLoading() {
  const { t } = useTranslation()
  return <LoadingScreen label={t('common.loading')} />
}

/** Renders what the boot actor says: the splash, loading, maintenance, denied, the retry screen, or the app. */
export function BootGate({ navigator }: { navigator: Navigator }) {
  const boot = useSystemActor('boot')
  // Maintenance and Access Denied ask the status again in the background: their screen stays meanwhile.
  const state = useSelector(boot, (s) => (s.matches('maintenance') ? 'maintenance' : s.matches('denied') ? 'denied' : s.value))
  const status = useSelector(boot, (s) => s.context.status)
  const failure = useSelector(boot, (s) => s.context.failure)
  const splash = useSelector(boot, (s) => s.hasTag('splash'))
  // The app's first screen is rendered as non-urgent work, in slices between which the browser
  // can paint and answer input, instead of one long task; the splash stays until it is ready.
  const app = useDeferredValue(state === 'app')

  if (app && state === 'app' && status) {
    return (
      <SystemProvider status={status}>
        <AppRouter status={status} navigator={navigator} />
      </SystemProvider>
    )
  }
  if (state === 'maintenance' && status) return <MaintenancePage status={status} />
  if (state === 'denied' && status) return <AccessDeniedPage status={status} />
  if (state === 'failed') return <BootFailedScreen failure={failure} onRetry={() => boot.send({ type: 'retry.requested' })} />
  if (splash) return <Splash />
  return <BootLoading />
}
