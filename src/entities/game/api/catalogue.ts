import { Endpoints, GAME_LIST_MAX_PAGE_SIZE, call, type GameEntry } from '@/shared/api'
import { createResource, useResource } from '@/shared/lib'
import { buildSearchIndex, type SearchIndex } from '../model/search.ts'

/** Pages asked for at once after the first (which tells how many there are). */
const PAGES_IN_FLIGHT = 4

/** One page of the whole catalogue, in catalogue order. */
const cataloguePage = (page: number) => call(Endpoints.gameList, { body: { page, pageSize: GAME_LIST_MAX_PAGE_SIZE } })

/**
 * The whole catalogue (GCSGAME_gameList, page after page of the largest page the server
 * gives), loaded once per visit and kept in memory: the halls filter it by vendor and the
 * search box filters it as the player types, without another request.
 */
export async function fetchCatalogue(): Promise<{ readonly games: readonly GameEntry[]; readonly index: SearchIndex }> {
  const first = await cataloguePage(1)
  const pageCount = Math.ceil(first.total / GAME_LIST_MAX_PAGE_SIZE)
  const pages: GameEntry[][] = [[...first.list]]
  for (let next = 2; next <= pageCount; next += PAGES_IN_FLIGHT) {
    const batch = Array.from({ length: Math.min(PAGES_IN_FLIGHT, pageCount - next + 1) }, (_, i) => cataloguePage(next + i))
    for (const reply of await Promise.all(batch)) pages.push([...reply.list])
  }
  // A change by the operator between two pages may shift a game onto the next page: keep it once.
  const seen = new Set<string>()
  const games = pages.flat().filter((g) => !seen.has(g.gameId) && seen.add(g.gameId))
  return { games, index: buildSearchIndex(games) }
}

export const catalogue = createResource(fetchCatalogue, () => 'all')

export const useCatalogue = () => useResource(catalogue, 'all')
