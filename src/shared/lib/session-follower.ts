import { fromCallback } from 'xstate'
import { systemActor } from './actor-system.tsx'

export type SessionFollowEvent = { type: 'session.started'; token: string } | { type: 'session.ended' }

/**
 * What a long-lived actor hears of the system's session: `session.started` with the token when
 * a session begins (a login, or at once the one a reload keeps), `session.ended` when it goes
 * (logout, an expired token, another tab). The balance and the member badges follow it.
 */
export const listenForSession = fromCallback(({ sendBack, system }) => {
  const session = systemActor(system, 'session')
  let token: string | null = null
  const follow = (next: string | null) => {
    if (next === token) return
    token = next
    sendBack(next === null ? { type: 'session.ended' } : { type: 'session.started', token: next })
  }
  follow(session?.getSnapshot().context.current?.token ?? null)
  const sub = session?.subscribe((s) => follow(s.context.current?.token ?? null))
  return () => sub?.unsubscribe()
})
