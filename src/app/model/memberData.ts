import type { QueryClient } from '@tanstack/react-query'
import type { ActorRefFrom } from 'xstate'
import { memberScope } from '@/shared/lib'
import type { sessionMachine } from '@machines/session.machine.ts'

/**
 * The member's data in the query cache (every key under `memberScope`) belongs to one
 * session: when the token changes (a logout, an expired token, another login here or in
 * another tab) it is removed, so nobody sees the last member's records while a page reloads.
 * `session` is the root's `session` actor; returns the unsubscribe.
 */
export function forgetMemberDataOnSessionChange(session: ActorRefFrom<typeof sessionMachine> | undefined, queryClient: QueryClient): () => void {
  let token = session?.getSnapshot().context.current?.token ?? null
  const sub = session?.subscribe((s) => {
    const next = s.context.current?.token ?? null
    if (next === token) return
    token = next
    queryClient.removeQueries({ queryKey: memberScope })
  })
  return () => sub?.unsubscribe()
}
