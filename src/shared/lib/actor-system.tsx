import { createContext, useContext, type ReactNode } from 'react'
import type { ActorRefFrom, AnyActorLogic, AnyActorRef } from 'xstate'

/**
 * The app's one actor system, handed to React. The root actor is created once when the app
 * starts (src/app); its long-lived children are found by system id and read with
 * `useSelector(useSystemActor<typeof someMachine>('id'), selector)`. A screen's own short
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

/** A long-lived child of the root, by its system id; the type parameter is the logic it runs. */
export function useSystemActor<TLogic extends AnyActorLogic>(systemId: string): ActorRefFrom<TLogic> {
  const actor = useRootActor().system.get(systemId) as ActorRefFrom<TLogic> | undefined
  if (!actor) throw new Error(`No actor with system id "${systemId}" in the app's system`)
  return actor
}
