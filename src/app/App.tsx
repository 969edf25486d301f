import { useState } from 'react'
import { useActorRef } from '@xstate/react'
import { ActorSystemProvider } from '@/shared/lib'
import { DialogHost, LoaderHost } from '@/shared/ui'
import { detectLanguage, loadBundle } from '@/shared/i18n'
import { readStoredSession } from '@/entities/session'
import { storedGame } from '@/features/launch-game'
import { BootGate } from './boot/BootGate.tsx'
import { FlowLoader } from './boot/FlowLoader.tsx'
import { rootLogic } from './model/root.ts'
import { createNavigator } from './router/navigator.ts'
import { warmPage } from './router/routes.tsx'
import { servedOffline } from './service-worker.ts'
import './styles/global.css'

/**
 * The SPA: the app's one actor system (created here, once, when the app starts), boot (status
 * screens or the routed app) and the overlays.
 */
export function App({ url = window.location.host }: { url?: string }) {
  const [navigator] = useState(createNavigator)
  const [logic] = useState(() => rootLogic({ navigate: navigator.navigate, pathname: navigator.pathname }))
  const [playing] = useState(storedGame)
  const [session] = useState(readStoredSession)
  const root = useActorRef(logic, { input: { url, playing, session } })
  return (
    <ActorSystemProvider root={root}>
      <BootGate navigator={navigator} />
      <FlowLoader />
      <LoaderHost />
      <DialogHost />
    </ActorSystemProvider>
  )
}

/**
 * Starts the opened page's chunk and the locale file, called by the entry before the first
 * render: both come down beside the status call, not after the first render and the boot
 * actor's start (the boot's own loads then find them on their way). Not when offline, where
 * the browser would remember a failed import even after the connection is back.
 */
export function warmFirstScreen(): void {
  if (servedOffline()) return
  warmPage(window.location.pathname)
  loadBundle(detectLanguage()).catch(() => undefined)
}
