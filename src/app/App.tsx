import { useEffect, useState } from 'react'
import { QueryClientProvider } from '@tanstack/react-query'
import { useActorRef } from '@xstate/react'
import { ActorSystemProvider, createQueryClient, systemActor } from '@/shared/lib'
import { DialogHost, LoaderHost } from '@/shared/ui'
import { readStoredSession } from '@/entities/session'
import { storedGame } from '@/features/launch-game'
import { BootGate } from './boot/BootGate.tsx'
import { FlowLoader } from './boot/FlowLoader.tsx'
import { forgetMemberDataOnSessionChange } from './model/memberData.ts'
import { rootLogic } from './model/root.ts'
import { createNavigator } from './router/navigator.ts'
import './styles/global.css'

/**
 * The SPA: the app's one actor system and its one query cache (both created here, once, when
 * the app starts), boot (status screens or the routed app) and the overlays.
 */
export function App({ url = window.location.host }: { url?: string }) {
  const [navigator] = useState(createNavigator)
  const [queryClient] = useState(createQueryClient)
  const [logic] = useState(() => rootLogic({ navigate: navigator.navigate, pathname: navigator.pathname, queryClient }))
  const [playing] = useState(storedGame)
  const [session] = useState(readStoredSession)
  const root = useActorRef(logic, { input: { url, playing, session } })
  useEffect(() => forgetMemberDataOnSessionChange(systemActor(root.system, 'session')!, queryClient), [root, queryClient])
  return (
    <QueryClientProvider client={queryClient}>
      <ActorSystemProvider root={root}>
        <BootGate navigator={navigator} />
        <FlowLoader />
        <LoaderHost />
        <DialogHost />
      </ActorSystemProvider>
    </QueryClientProvider>
  )
}
