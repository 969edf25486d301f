import type { QueryClient } from '@tanstack/react-query'
import type { ActorRefFrom, AnyActorRef } from 'xstate'
import { memberScope } from '@/shared/lib'
import type { sessionMachine } from '@machines/session.machine.ts'

/**
 * The member's data in the query cache (every key under `memberScope`) belongs to one
 * session: when the token changes (a logout, an expired token, another login here or in
 * another tab) it is removed, so nobody sees the last member's records while a page reloads.
 * Returns the unsubscribe.
 */
export function forgetMemberDataOnSessionChange(root: AnyActorRef, queryClient: QueryClient): () => void {
  const session = root.system.get('session') as ActorRefFrom<typeof sessionMachine> | undefined
  let token = session?.getSnapshot().context.current?.token ?? null
  const sub = session?.subscribe((s) => {
    const next = s.context.current?.token ?? null
    if (next === token) return
    token = next
    queryClient.removeQueries({ queryKey: memberScope })
  })
  return () => sub?.unsubscribe()
}
