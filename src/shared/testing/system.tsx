import type { ReactNode } from 'react'
import { useActorRef } from '@xstate/react'
import type { AnyStateMachine } from 'xstate'
import { ActorSystemProvider } from '@/shared/lib'
import { appMachine } from '@machines/app.machine.ts'

/**
 * The app's actor system for a component test: the root machine with the children a test
 * provides (`appMachine.provide({ actors: { balance: balanceLogic } })`); children left
 * unprovided call nothing.
 */
export function TestSystem({ children, logic = appMachine }: { children: ReactNode; logic?: AnyStateMachine }) {
  const root = useActorRef(logic, { input: { url: 'tala.test' } })
  return <ActorSystemProvider root={root}>{children}</ActorSystemProvider>
}
