import { useSyncExternalStore } from 'react'
import { Endpoints, call } from '@/shared/api'
import { favoriteGamesList } from '../api/lists.ts'

/**
 * The member's favourite game ids (MCSFE_getFavoriteGames), shared by every heart on the
 * page. Loaded per token; a change answers the new list, which replaces the old.
 */
let ids: ReadonlySet<string> = new Set()
let loadedFor: string | null = null
const listeners = new Set<() => void>()
const set = (next: readonly string[], token: string | null) => {
  ids = new Set(next)
  loadedFor = token
  listeners.forEach((l) => l())
}

export const favoriteStore = {
  has: (gameId: string) => ids.has(gameId),
  ids: () => ids,
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  },
  /** Loads the ids once per token (logged out: none). */
  async ensure(token: string | null): Promise<void> {
    if (token === loadedFor) return
    if (!token) return set([], null)
    loadedFor = token
    const reply = await call(Endpoints.favoriteGames, { body: {}, token })
    set(reply.gameIds, token)
  },
  async change(token: string, gameId: string, action: 'add' | 'remove'): Promise<void> {
    const reply = await call(Endpoints.favoriteGames, { body: { action, gameId }, token })
    set(reply.gameIds, token)
    favoriteGamesList.clear(token)
  },
}

export const useFavoriteIds = () => useSyncExternalStore(favoriteStore.subscribe, favoriteStore.ids, favoriteStore.ids)
