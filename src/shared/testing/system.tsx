import { useState, type ReactNode } from 'react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { useActorRef } from '@xstate/react'
import { fromPromise, type AnyActorRef, type AnyStateMachine } from 'xstate'
import type { StatusReply } from '@/shared/api'
import { ActorSystemProvider } from '@/shared/lib'
import { dialogCommands, modalCommands, modalsLogic, type ModalOptions, type ModalsActor } from '@/shared/ui'
import { appMachine, type AppInput } from '@machines/app.machine.ts'
import { bootMachine } from '@machines/boot.machine.ts'
import { createTestQueryClient, setLastQueryClient } from './query.tsx'

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
 * `input.session`: the login session storage held at start. Each render has a fresh query
 * cache without retries, or `queryClient` (the one a test gave the logic it provides too).
 */
export function TestSystem({ children, logic = appMachine, input, queryClient }: { children: ReactNode; logic?: AnyStateMachine; input?: Partial<AppInput>; queryClient?: QueryClient }) {
  const [withModals] = useState(() => logic.provide({ actors: { modals: modalsLogic } }))
  const [client] = useState(() => queryClient ?? createTestQueryClient())
  const root = useActorRef(withModals, { input: { url: 'tala.test', ...input } })
  current = root
  setLastQueryClient(client)
  return (
    <QueryClientProvider client={client}>
      <ActorSystemProvider root={root}>{children}</ActorSystemProvider>
    </QueryClientProvider>
  )
}

// The root of the test system rendered last: a test opens, closes and looks at its modals
// and dialog through it (test support only; the app never reads it).
let current: AnyActorRef | null = null
const lastRoot = (): AnyActorRef => {
  if (!current) throw new Error('No TestSystem rendered yet')
  return current
}

/** The modals of a root's system (default: the test system rendered last), plus the open names in order. */
export function testModals(root: AnyActorRef = lastRoot()) {
  const actor = root.system.get('modals') as ModalsActor
  return { ...modalCommands(actor), names: () => actor.getSnapshot().context.stack.map((m) => m.name) }
}

/** The dialog of a root's system (default: the test system rendered last). */
export const testDialogs = (root: AnyActorRef = lastRoot()) => dialogCommands(root.system.get('dialog'))

/** The modals of the test system rendered last, found on each call (`import { lastModals as modals }`). */
export const lastModals = {
  open: (name: string, options?: ModalOptions) => testModals().open(name, options),
  close: (name: string) => testModals().close(name),
  closeAll: () => testModals().closeAll(),
  isOpen: (name: string) => testModals().isOpen(name),
  names: () => testModals().names(),
}

/** The root actor of the test system rendered last (a screen model reads the flows it spawned). */
export const testRoot = (): AnyActorRef => lastRoot()

/** A long-lived child of the test system rendered last, by its system id. */
export const testActor = (systemId: string): AnyActorRef => lastRoot().system.get(systemId)
