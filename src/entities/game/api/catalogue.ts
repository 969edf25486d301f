import { Endpoints, GAME_LIST_MAX_PAGE_SIZE, call, type GameEntry } from '@/shared/api'
import { createResource, useResource } from '@/shared/lib'
import { buildSearchIndex, type SearchIndex } from '../model/search.ts'

/**
 * The whole catalogue (GCSGAME_gameList, one page of up to 10,000 games), loaded once per
 * visit and kept in memory: the halls filter it by vendor and the search box filters it as
 * the player types, without another request.
 */
export async function fetchCatalogue(): Promise<{ readonly games: readonly GameEntry[]; readonly index: SearchIndex }> {
  const reply = await call(Endpoints.gameList, { body: { page: 1, pageSize: GAME_LIST_MAX_PAGE_SIZE } })
  return { games: reply.list, index: buildSearchIndex(reply.list) }
}

export const catalogue = createResource(fetchCatalogue, () => 'all')

export const useCatalogue = () => useResource(catalogue, 'all')
