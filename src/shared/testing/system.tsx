import { useState, type ReactNode } from 'react'
import { useActorRef } from '@xstate/react'
import { fromPromise, type AnyStateMachine } from 'xstate'
import type { StatusReply } from '@/shared/api'
import { ActorSystemProvider } from '@/shared/lib'
import { modalsLogic } from '@/shared/ui'
import { appMachine } from '@machines/app.machine.ts'
import { bootMachine } from '@machines/boot.machine.ts'

/** The root machine whose boot goes straight to the open site with `status`. */
export const bootedApp = (status: StatusReply) =>
  appMachine.provide({
    actors: {
      boot: bootMachine.provide({
        actors: {
          loadLocale: fromPromise<void>(async () => {}),
          loadStatus: fromPromise<StatusReply, { url: string }>(async () => status),
          prepare: fromPromise<void, { status: StatusReply }>(async () => {}),
        },
      }),
    },
  })

/**
 * The app's actor system for a component test: the root machine with the children a test
 * provides (`bootedApp(status).provide({ actors: { balance: balanceLogic } })`); children left
 * unprovided call nothing, except the modals, which lock the page as in the app.
 */
export function TestSystem({ children, logic = appMachine }: { children: ReactNode; logic?: AnyStateMachine }) {
  const [withModals] = useState(() => logic.provide({ actors: { modals: modalsLogic } }))
  const root = useActorRef(withModals, { input: { url: 'tala.test' } })
  return <ActorSystemProvider root={root}>{children}</ActorSystemProvider>
}
