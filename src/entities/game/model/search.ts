import type { GameEntry } from '@/shared/api'

/** The catalogue with each name lower-cased once, so a keystroke costs one pass of `includes`. */
export interface SearchIndex {
  readonly games: readonly GameEntry[]
  readonly names: readonly string[]
}

export const buildSearchIndex = (games: readonly GameEntry[]): SearchIndex => ({
  games,
  names: games.map((g) => `${g.gameName} ${g.vendorName ?? ''}`.toLowerCase()),
})

/** Normalises what the player typed: trimmed, single spaces, lower case. */
export const normaliseQuery = (text: string): string => text.trim().replace(/\s+/g, ' ').toLowerCase()

/**
 * The games whose name (or vendor name) contains every word typed, in catalogue order.
 * An empty query matches nothing: the hall shows its vendor's games instead.
 */
export function searchGames(index: SearchIndex, text: string): GameEntry[] {
  const query = normaliseQuery(text)
  if (!query) return []
  const words = query.split(' ')
  const out: GameEntry[] = []
  const { names, games } = index
  for (let i = 0; i < names.length; i++) {
    const name = names[i]!
    let all = true
    for (const w of words) {
      if (!name.includes(w)) {
        all = false
        break
      }
    }
    if (all) out.push(games[i]!)
  }
  return out
}

/** The games of one vendor of one game type, in catalogue order. */
export const gamesOfVendor = (games: readonly GameEntry[], gameType: string, vassalage: string): GameEntry[] =>
  games.filter((g) => g.gameType === gameType && g.vassalage === vassalage)
