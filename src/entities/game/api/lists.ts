import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'
import { Endpoints, call, type GameEntry, type GameRoom } from '@/shared/api'
import { REFERENCE_DATA } from '@/shared/lib'
import { gameKeys } from './keys.ts'

/** Hot games (GCSGAME_hotGamesV2 with the spec's isPlatform 2 and platform). */
export const hotGamesQuery = (merchantCode: string, language: string) =>
  queryOptions({
    queryKey: gameKeys.hot(merchantCode, language),
    queryFn: async (): Promise<readonly GameEntry[]> =>
      (await call(Endpoints.hotGames, { body: { merchantCode, isPlatform: 2, platform: 'flash,html5-desktop', language } })).list,
    ...REFERENCE_DATA,
  })
export const useHotGames = (merchantCode: string, language: string) => useQuery(hotGamesQuery(merchantCode, language))
/** Fetches the hot games again (after a login, spec §4); never throws: nothing waits on it. */
export const refreshHotGames = (client: QueryClient, merchantCode: string, language: string): Promise<void> =>
  client.fetchQuery({ ...hotGamesQuery(merchantCode, language), staleTime: 0 }).then(() => undefined, () => undefined)

// The member's own lists: read once per token, the favourites again after a heart changes them.
const MEMBER_LIST = { staleTime: Infinity } as const

/** The member's recent games (GCS_recentGame), keyed by token so another login reloads. */
export const recentGamesQuery = (token: string) =>
  queryOptions({
    queryKey: gameKeys.recent(token),
    queryFn: async ({ signal }): Promise<readonly GameEntry[]> => (await call(Endpoints.recentGames, { body: {}, token, signal })).list,
    ...MEMBER_LIST,
  })
export const useRecentGames = (token: string) => useQuery(recentGamesQuery(token))

/** The member's favourite games (MCSFE_getFavoriteGamesList). */
export const favoriteGamesListQuery = (token: string) =>
  queryOptions({
    queryKey: gameKeys.favoriteList(token),
    queryFn: async ({ signal }): Promise<readonly GameEntry[]> => (await call(Endpoints.favoriteGamesList, { body: {}, token, signal })).list,
    ...MEMBER_LIST,
  })
export const useFavoriteGamesList = (token: string) => useQuery(favoriteGamesListQuery(token))

/** Rooms of the PVP card games (GLS2_roomList), per vendor. */
export const gameRoomsQuery = (token: string, vassalage: string) =>
  queryOptions({
    queryKey: gameKeys.rooms(token, vassalage),
    queryFn: async ({ signal }): Promise<readonly GameRoom[]> => (await call(Endpoints.roomList, { body: { vassalage }, token, signal })).list,
    ...MEMBER_LIST,
  })
export const useGameRooms = (token: string, vassalage: string) => useQuery(gameRoomsQuery(token, vassalage))
