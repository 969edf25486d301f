import { Endpoints, GAME_LIST_MAX_PAGE_SIZE, call, type GameEntry, type GameType } from '@/shared/api'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { REFERENCE_DATA } from '@/shared/lib'
import { buildSearchIndex, type SearchIndex } from '../model/search.ts'
import { gameKeys } from './keys.ts'

/** Pages asked for at once after the first (which tells how many there are). */
const PAGES_IN_FLIGHT = 4

interface GameFilter {
  readonly gameType?: GameType
  readonly vassalage?: string
}

/**
 * Games of a hall's first screen: more than the widest screen shows (five rows of eleven
 * columns), and a fifth of a full page's bytes, so they come in one round trip.
 */
export const FIRST_SCREEN_GAMES = 60

/** One page of the (filtered) catalogue, in catalogue order. */
const cataloguePage = (filter: GameFilter, page: number, pageSize = GAME_LIST_MAX_PAGE_SIZE) => call(Endpoints.gameList, { body: { ...filter, page, pageSize } })

/**
 * Every game the filter keeps, page after page of the largest page the server gives (all
 * asked at once, a few at a time, when the count is known already).
 */
async function fetchAllPages(filter: GameFilter, knownTotal?: () => Promise<number>): Promise<readonly GameEntry[]> {
  const pages: GameEntry[][] = []
  let pageCount: number
  let next = 1
  if (knownTotal) pageCount = Math.ceil((await knownTotal()) / GAME_LIST_MAX_PAGE_SIZE)
  else {
    const first = await cataloguePage(filter, 1)
    pageCount = Math.ceil(first.total / GAME_LIST_MAX_PAGE_SIZE)
    pages.push([...first.list])
    next = 2
  }
  for (; next <= pageCount; next += PAGES_IN_FLIGHT) {
    const batch = Array.from({ length: Math.min(PAGES_IN_FLIGHT, pageCount - next + 1) }, (_, i) => cataloguePage(filter, next + i))
    for (const reply of await Promise.all(batch)) pages.push([...reply.list])
  }
  // A change by the operator between two pages may shift a game onto the next page: keep it once.
  const seen = new Set<string>()
  return pages.flat().filter((g) => !seen.has(g.gameId) && seen.add(g.gameId))
}

/**
 * The whole catalogue (GCSGAME_gameList), loaded once per visit and kept in memory: the
 * search box filters it as the player types, without another request. It is big (about
 * 10,000 games), so it loads when the player starts to search, not with the first screen.
 */
export async function fetchCatalogue(): Promise<{ readonly games: readonly GameEntry[]; readonly index: SearchIndex }> {
  const games = await fetchAllPages({})
  return { games, index: buildSearchIndex(games) }
}

export const catalogueQuery = () => queryOptions({ queryKey: gameKeys.catalogue(), queryFn: () => fetchCatalogue(), ...REFERENCE_DATA })

/** The catalogue; `load: false` only reads it (loaded by a search earlier, or not). */
export const useCatalogue = (load = true) => useQuery({ ...catalogueQuery(), enabled: load })

/**
 * The first screen of one vendor's games, and how many it has in all: a hall opens on it, and
 * asks for the others when the player scrolls to them.
 */
export const vendorFirstPageQuery = (gameType: GameType, vassalage: string) =>
  queryOptions({
    queryKey: gameKeys.vendorFirstPage(gameType, vassalage),
    queryFn: () => cataloguePage({ gameType, vassalage }, 1, FIRST_SCREEN_GAMES),
    ...REFERENCE_DATA,
  })

/** One vendor's games of one type: what a hall shows, without waiting for the catalogue (the count from its first page). */
export const vendorGamesQuery = (gameType: GameType, vassalage: string) =>
  queryOptions({
    queryKey: gameKeys.vendorGames(gameType, vassalage),
    queryFn: ({ client }) => fetchAllPages({ gameType, vassalage }, async () => (await client.fetchQuery(vendorFirstPageQuery(gameType, vassalage))).total),
    ...REFERENCE_DATA,
  })

/** A hall's games; `load: false` only reads what is in (`useCatalogue`'s rule). */
export const useVendorGames = (gameType: GameType, vassalage: string, load = true) => useQuery({ ...vendorGamesQuery(gameType, vassalage), enabled: load })
export const useVendorFirstPage = (gameType: GameType, vassalage: string, load = true) => useQuery({ ...vendorFirstPageQuery(gameType, vassalage), enabled: load })
