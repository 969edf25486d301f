import { queryOptions, useQuery } from '@tanstack/react-query'
import { Endpoints, LotteryEndpoints, call, type PrizeMode } from '@/shared/api'
import { lotteryKeys } from './keys.ts'

// Draws open and close by the minute: the lobby's lists are fresh for a minute, then read again.
const DRAW_DATA = { staleTime: 60_000, refetchInterval: 60_000 } as const

/** The lottery menu (GET /lgw/games/game_menus): one group per lottery vendor with its titles. */
export const lotteryMenusQuery = () =>
  queryOptions({
    queryKey: lotteryKeys.menus(),
    queryFn: async ({ signal }) => (await call(Endpoints.gameMenus, { signal })).gameMenus,
    staleTime: Infinity,
  })
export const useLotteryMenus = () => useQuery(lotteryMenusQuery())

/** The Vietnamese lottery's provinces with their next draw (/lgw/vn/games/game_menu). */
export const vnGamesQuery = (prizeMode: PrizeMode) =>
  queryOptions({
    queryKey: lotteryKeys.vnGames(prizeMode),
    queryFn: async ({ signal }) => (await call(LotteryEndpoints.vnGameMenu, { body: { prizeMode }, signal })).list,
    ...DRAW_DATA,
  })
export const useVnGames = (prizeMode: PrizeMode) => useQuery(vnGamesQuery(prizeMode))

/** The lottery titles most played lately (/lgw/games/popular). */
export const popularLotteryQuery = () =>
  queryOptions({
    queryKey: lotteryKeys.popular(),
    queryFn: async ({ signal }) => (await call(LotteryEndpoints.popularLottery, { signal })).list,
    staleTime: 5 * 60_000,
  })
export const usePopularLottery = () => useQuery(popularLotteryQuery())

/** How often each 2-digit number came out lately: the 20 most frequent, or all 100 (/lgw/vn/numeros/opened/game). */
export const openedNumerosQuery = (prizeMode: PrizeMode, count: 20 | 100, language: string) =>
  queryOptions({
    queryKey: lotteryKeys.numeros(prizeMode, count),
    queryFn: async ({ signal }) => call(LotteryEndpoints.openedNumeros, { body: { count, prizeMode, device: 'WEB', language }, signal }),
    ...DRAW_DATA,
  })
export const useOpenedNumeros = (prizeMode: PrizeMode, count: 20 | 100, language: string) => useQuery(openedNumerosQuery(prizeMode, count, language))

/** The provinces the member played lately (/lgw/vn/games/game_menu/recent). */
export const vnRecentQuery = (token: string) =>
  queryOptions({
    queryKey: lotteryKeys.recent(token),
    queryFn: async ({ signal }) => (await call(LotteryEndpoints.vnRecentGames, { token, signal })).list,
    ...DRAW_DATA,
  })
export const useVnRecent = (token: string) => useQuery(vnRecentQuery(token))

/** The member's numbers on draws still to come (/lotto/lgw/games/opened/numero). */
export const memberOpenNumerosQuery = (token: string) =>
  queryOptions({
    queryKey: lotteryKeys.openNumeros(token),
    queryFn: async ({ signal }) => (await call(LotteryEndpoints.memberOpenNumeros, { token, signal })).list,
    ...DRAW_DATA,
  })
export const useMemberOpenNumeros = (token: string) => useQuery(memberOpenNumerosQuery(token))
