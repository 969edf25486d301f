import type { PrizeMode } from '@/shared/api'
import { memberScope } from '@/shared/lib'

/** Every query key of the lottery entity. */
export const lotteryKeys = {
  menus: () => ['lottery', 'menus'] as const,
  vnGames: (prizeMode: PrizeMode) => ['lottery', 'vn', 'games', prizeMode] as const,
  popular: () => ['lottery', 'popular'] as const,
  numeros: (prizeMode: PrizeMode, count: 20 | 100) => ['lottery', 'vn', 'numeros', prizeMode, count] as const,
  /** The member's own lists (the session's change removes them). */
  recent: (token: string) => [...memberScope, 'lottery', 'recent', token] as const,
  openNumeros: (token: string) => [...memberScope, 'lottery', 'open', token] as const,
}
