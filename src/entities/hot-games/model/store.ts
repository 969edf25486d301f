import { useSyncExternalStore } from 'react'
import type { GameEntry, Language } from '@/shared/api'
import { fetchHotGames } from '../api/hotGames.ts'

/**
 * The popular games, fetched after every login (spec §4) and read by the home page. A failed
 * fetch keeps the last list and never throws: the login it follows must not depend on it.
 */
export interface HotGamesState {
  readonly status: 'idle' | 'loading' | 'ready' | 'failed'
  readonly language: Language | null
  readonly list: readonly GameEntry[]
}

let state: HotGamesState = { status: 'idle', language: null, list: [] }
const listeners = new Set<() => void>()
const set = (next: HotGamesState) => {
  state = next
  listeners.forEach((l) => l())
}
let latest = 0

export const hotGamesStore = {
  get: (): HotGamesState => state,
  /** Fetches the list for `language`; resolves when done, whatever the outcome. */
  async refresh(language: Language, fetcher: typeof fetchHotGames = fetchHotGames): Promise<void> {
    const run = ++latest
    set({ ...state, status: 'loading' })
    try {
      const list = await fetcher(language)
      if (run === latest) set({ status: 'ready', language, list })
    } catch {
      if (run === latest) set({ ...state, status: 'failed' })
    }
  },
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  },
  /** Tests only: back to the start. */
  reset(): void {
    latest++
    set({ status: 'idle', language: null, list: [] })
  },
}

export const useHotGames = (): HotGamesState => useSyncExternalStore(hotGamesStore.subscribe, hotGamesStore.get, hotGamesStore.get)
