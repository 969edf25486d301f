import { useSyncExternalStore } from 'react'

/** The game on /game: its address and name, kept in session storage so a reload keeps playing. */
export interface CurrentGame {
  readonly url: string
  readonly name: string
}

const KEY = 'tala.currentGame'
const listeners = new Set<() => void>()

const read = (): CurrentGame | null => {
  try {
    const raw = window.sessionStorage.getItem(KEY)
    const value = raw ? (JSON.parse(raw) as CurrentGame) : null
    return value && typeof value.url === 'string' ? value : null
  } catch {
    return null
  }
}
let snapshot: CurrentGame | null = typeof window === 'undefined' ? null : read()

export const currentGame = {
  get: (): CurrentGame | null => snapshot,
  set(next: CurrentGame | null) {
    snapshot = next
    if (next) window.sessionStorage.setItem(KEY, JSON.stringify(next))
    else window.sessionStorage.removeItem(KEY)
    listeners.forEach((l) => l())
  },
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  },
}

export const useCurrentGame = (): CurrentGame | null => useSyncExternalStore(currentGame.subscribe, currentGame.get, currentGame.get)
