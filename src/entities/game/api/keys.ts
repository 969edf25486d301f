import type { GameType } from '@/shared/api'
import { memberScope } from '@/shared/lib'

/** Every query key of the game entity, in one place (invalidations name them from here). */
export const gameKeys = {
  all: ['game'] as const,
  catalogue: () => ['game', 'catalogue'] as const,
  vendor: (gameType: GameType, vassalage: string) => ['game', 'vendor', gameType, vassalage] as const,
  vendorFirstPage: (gameType: GameType, vassalage: string) => [...gameKeys.vendor(gameType, vassalage), 'first'] as const,
  vendorGames: (gameType: GameType, vassalage: string) => [...gameKeys.vendor(gameType, vassalage), 'all'] as const,
  hot: (merchantCode: string, language: string) => ['game', 'hot', merchantCode, language] as const,
  /** The member's own lists (under the member scope: the session's change removes them). */
  recent: (token: string) => [...memberScope, 'game', 'recent', token] as const,
  favoriteList: (token: string) => [...memberScope, 'game', 'favorites', token] as const,
  rooms: (token: string, vassalage: string) => [...memberScope, 'game', 'rooms', token, vassalage] as const,
}
