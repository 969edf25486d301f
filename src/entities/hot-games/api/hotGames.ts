import { Endpoints, call, type GameEntry, type Language } from '@/shared/api'
import { SessionKeys, session } from '@/shared/config'

/** Spec §9: the hot-games request asks for platform games (isPlatform 2) playable in a browser. */
export const HOT_GAMES_IS_PLATFORM = 2
export const HOT_GAMES_PLATFORM = 'flash,html5-desktop'

/** POST /wps/relay/GCSGAME_hotGamesV2 (spec §3 hot-games request); the list of the reply. */
export async function fetchHotGames(language: Language, signal?: AbortSignal): Promise<readonly GameEntry[]> {
  const reply = await call(Endpoints.hotGames, {
    body: { merchantCode: session.get(SessionKeys.merchant) ?? '', isPlatform: HOT_GAMES_IS_PLATFORM, platform: HOT_GAMES_PLATFORM, language },
    token: session.get(SessionKeys.token),
    signal,
  })
  return reply.list
}
