import type { ReactNode } from 'react'
import { useActorRef } from '@xstate/react'
import { fromPromise, type AnyStateMachine } from 'xstate'
import type { StatusReply } from '@/shared/api'
import { ActorSystemProvider } from '@/shared/lib'
import { appMachine, type AppInput } from '@machines/app.machine.ts'
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
 * unprovided call nothing. `input.session`: the login session storage held at start.
 */
export function TestSystem({ children, logic = appMachine, input }: { children: ReactNode; logic?: AnyStateMachine; input?: Partial<AppInput> }) {
  const root = useActorRef(logic, { input: { url: 'tala.test', ...input } })
  return <ActorSystemProvider root={root}>{children}</ActorSystemProvider>
}
