/**
 * The board kept in memory for a few seconds per question (game type, limit): under load the
 * database answers once per key and window, and the same reply object is sent again (so the
 * route serializes it once: repliesByIdentity). Concurrent misses share one query.
 */
export const BOARD_TTL_MS = 5_000

export interface BoardCache<T> { get(key: string, load: () => Promise<T>): Promise<T> }

export const createBoardCache = <T>(now: () => number, ttlMs = BOARD_TTL_MS): BoardCache<T> => {
  const entries = new Map<string, { at: number; value: Promise<T> }>()
  return {
    get(key, load) {
      const t = now()
      const hit = entries.get(key)
      if (hit && t - hit.at < ttlMs) return hit.value
      const value = load()
      entries.set(key, { at: t, value })
      // A failed load is not kept.
      value.catch(() => entries.delete(key))
      // Few keys (game types x limits), but keep it bounded.
      if (entries.size > 200) entries.delete(entries.keys().next().value!)
      return value
    },
  }
}
