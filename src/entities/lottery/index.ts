export { lotteryKeys } from './api/keys.ts'
export {
  lotteryMenusQuery, useLotteryMenus, vnGamesQuery, useVnGames, popularLotteryQuery, usePopularLottery, openedNumerosQuery, useOpenedNumeros,
  vnRecentQuery, useVnRecent, memberOpenNumerosQuery, useMemberOpenNumeros,
} from './api/queries.ts'
export { offeredPrizeMode, PRIZE_MODE_PARAM, prizeModeOf, vnPrizeModes, type VnPrizeMode } from './lib/prizeMode.ts'
