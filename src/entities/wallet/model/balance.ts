import { useSyncExternalStore } from 'react'
import { fetchBalance } from '../api/balance.ts'

/**
 * The member's balance for the header. Refreshed on demand (the currency symbol), after a
 * login, and pushed by the game in the /game iframe (a same-origin `tala:balance` message)
 * so the header follows every spin. The caller passes the session token (entities do not
 * import one another); no token clears the figure.
 */
interface BalanceState {
  readonly value: number | null
  readonly loading: boolean
}

let state: BalanceState = { value: null, loading: false }
const listeners = new Set<() => void>()
const set = (next: Partial<BalanceState>) => {
  state = { ...state, ...next }
  listeners.forEach((l) => l())
}

export const balanceStore = {
  get: (): BalanceState => state,
  set: (value: number | null) => set({ value }),
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  },
}

let inFlight: Promise<void> | null = null

export function refreshBalance(token: string | null): Promise<void> {
  if (token === null) {
    set({ value: null, loading: false })
    return Promise.resolve()
  }
  inFlight ??= (async () => {
    set({ loading: true })
    try {
      set({ value: await fetchBalance(token) })
    } catch {
      // Keep the last figure; the symbol can be clicked again.
    } finally {
      set({ loading: false })
      inFlight = null
    }
  })()
  return inFlight
}

let wired = false
/** Listens once for the game's balance messages. */
function wire() {
  if (wired || typeof window === 'undefined') return
  wired = true
  window.addEventListener('message', (e: MessageEvent) => {
    if (e.origin !== window.location.origin) return
    const data = e.data as { type?: unknown; balance?: unknown } | null
    if (data && data.type === 'tala:balance' && typeof data.balance === 'number' && Number.isFinite(data.balance)) set({ value: data.balance })
  })
}

export const useBalance = (): BalanceState => {
  wire()
  return useSyncExternalStore(balanceStore.subscribe, balanceStore.get, balanceStore.get)
}
