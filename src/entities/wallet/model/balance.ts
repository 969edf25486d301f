import { useCallback } from 'react'
import { useSelector } from '@xstate/react'
import { fromCallback, fromPromise } from 'xstate'
import { listenForSession, useSystemActor } from '@/shared/lib'
import { balanceMachine, type BalanceEvent } from '@machines/balance.machine.ts'
import { fetchBalance } from '../api/balance.ts'

/**
 * The header balance, owned by the `balance` child of the app's actor system
 * (machines/balance.machine.ts): the REST refresh, and the game in the /game iframe pushing
 * the balance after every spin (a same-origin `tala:balance` message).
 */
export const BALANCE_ID = 'balance'

/** The game's `tala:balance` messages, as `balance.pushed` events. */
export const listenForBalancePushes = fromCallback<BalanceEvent>(({ sendBack }) => {
  const onMessage = (e: MessageEvent) => {
    if (e.origin !== window.location.origin) return
    const data = e.data as { type?: unknown; balance?: unknown } | null
    if (data && data.type === 'tala:balance' && typeof data.balance === 'number' && Number.isFinite(data.balance)) {
      sendBack({ type: 'balance.pushed', value: data.balance })
    }
  }
  window.addEventListener('message', onMessage)
  return () => window.removeEventListener('message', onMessage)
})

/** The balance logic with its real dependencies (provided once, at the root). */
export const balanceLogic = balanceMachine.provide({
  actors: {
    fetchBalance: fromPromise<number, { token: string }>(({ input }) => fetchBalance(input.token)),
    listenForPushes: listenForBalancePushes,
    listenForSession,
  },
})

export interface BalanceView {
  readonly value: number | null
  readonly loading: boolean
  /** The last refresh failed: the figure may be old. */
  readonly failed: boolean
}

export function useBalance(): BalanceView {
  const actor = useSystemActor(BALANCE_ID)
  const value = useSelector(actor, (s) => s.context.value)
  const loading = useSelector(actor, (s) => s.hasTag('busy'))
  const failed = useSelector(actor, (s) => s.hasTag('failed'))
  return { value, loading, failed }
}

/** Refresh with the session token; no token (logged out) forgets the figure. */
export function useRefreshBalance(): (token: string | null) => void {
  const actor = useSystemActor(BALANCE_ID)
  return useCallback((token: string | null) => actor.send(token === null ? { type: 'session.ended' } : { type: 'balance.refreshRequested', token }), [actor])
}
