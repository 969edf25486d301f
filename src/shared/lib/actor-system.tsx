import { createContext, useContext, type ReactNode } from 'react'
import type { ActorRefFrom, AnyActorRef } from 'xstate'
import type { AppSystem } from '@machines/app.machine.ts'

/**
 * The app's one actor system, handed to React. The root actor is created once when the app
 * starts (src/app); its long-lived children are found by system id and read with
 * `useSelector(useSystemActor('id'), selector)`. A screen's own short
 * flow may still be a local `useActorRef`.
 */
const RootActorContext = createContext<AnyActorRef | null>(null)

export function ActorSystemProvider({ root, children }: { root: AnyActorRef; children: ReactNode }) {
  return <RootActorContext.Provider value={root}>{children}</RootActorContext.Provider>
}

/** The root actor of the app's system. */
export function useRootActor(): AnyActorRef {
  const root = useContext(RootActorContext)
  if (!root) throw new Error('useRootActor outside ActorSystemProvider (src/app creates the root)')
  return root
}

/** The system ids of the root's long-lived children (machines/app.machine.ts declares them with their logic). */
export type SystemId = keyof AppSystem
export type SystemActor<K extends SystemId> = ActorRefFrom<AppSystem[K]>

/**
 * A long-lived child of the app's system, typed by its id: the one place a system id becomes
 * an actor. `system` is an actor's (`({ system }) => ...` in a provided action or actor) or
 * the root's; undefined only in a test system that leaves the child out.
 */
export function systemActor<K extends SystemId>(system: { get(id: string): AnyActorRef | undefined }, id: K): SystemActor<K> | undefined {
  return system.get(id) as SystemActor<K> | undefined
}

/** A long-lived child of the root, by its system id. */
export function useSystemActor<K extends SystemId>(systemId: K): SystemActor<K> {
  const actor = systemActor(useRootActor().system, systemId)
  if (!actor) throw new Error(`No actor with system id "${systemId}" in the app's system`)
  return actor
}
