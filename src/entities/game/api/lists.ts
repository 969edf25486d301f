import { Endpoints, call, type GameEntry, type GameRoom } from '@/shared/api'
import { createResource, useResource } from '@/shared/lib'

/** Hot games (GCSGAME_hotGamesV2 with the spec's isPlatform 2 and platform). */
export const hotGames = createResource(
  async ({ merchantCode, language }: { merchantCode: string; language: string }): Promise<readonly GameEntry[]> =>
    (await call(Endpoints.hotGames, { body: { merchantCode, isPlatform: 2, platform: 'flash,html5-desktop', language } })).list,
)
export const useHotGames = (merchantCode: string, language: string) => useResource(hotGames, { merchantCode, language })
/** Fetches the hot games again (after a login, spec §4); never throws: nothing waits on it. */
export const refreshHotGames = (merchantCode: string, language: string): Promise<void> => {
  hotGames.clear({ merchantCode, language })
  return hotGames.load({ merchantCode, language }).then(() => undefined, () => undefined)
}

/** The member's recent games (GCS_recentGame), keyed by token so another login reloads. */
export const recentGames = createResource(
  async (token: string): Promise<readonly GameEntry[]> => (await call(Endpoints.recentGames, { body: {}, token })).list,
  (token) => token,
)
export const useRecentGames = (token: string) => useResource(recentGames, token)

/** The member's favourite games (MCSFE_getFavoriteGamesList). */
export const favoriteGamesList = createResource(
  async (token: string): Promise<readonly GameEntry[]> => (await call(Endpoints.favoriteGamesList, { body: {}, token })).list,
  (token) => token,
)
export const useFavoriteGamesList = (token: string) => useResource(favoriteGamesList, token)

/** Rooms of the PVP card games (GLS2_roomList), per vendor. */
export const gameRooms = createResource(
  async ({ token, vassalage }: { token: string; vassalage: string }): Promise<readonly GameRoom[]> =>
    (await call(Endpoints.roomList, { body: { vassalage }, token })).list,
)
export const useGameRooms = (token: string, vassalage: string) => useResource(gameRooms, { token, vassalage })
