import * as Lottery from './schemas/lottery.ts'
import * as Wallet from './schemas/wallet.ts'
import { protectionBlocked, realAccount } from './failure-groups.ts'
import { endpoint, endpointTable } from './endpoint.ts'

/** The lottery calls (spec §7 Lottery): the Vietnamese lottery's lobby data and the lottery launch. */
export const LotteryEndpoints = endpointTable({
  vnGameMenu: endpoint({
    method: 'POST', path: '/lgw/vn/games/game_menu', body: Lottery.VnGameMenuRequest, reply: Lottery.VnGameMenuReply, auth: 'none', encrypted: false,
  }),
  vnRecentGames: endpoint({
    method: 'GET', path: '/lgw/vn/games/game_menu/recent', reply: Lottery.VnGameMenuReply, auth: 'token', encrypted: false,
  }),
  popularLottery: endpoint({
    method: 'GET', path: '/lgw/games/popular', reply: Lottery.PopularLotteryReply, auth: 'none', encrypted: false,
  }),
  openedNumeros: endpoint({
    method: 'POST', path: '/lgw/vn/numeros/opened/game', body: Lottery.OpenedNumerosRequest, reply: Lottery.OpenedNumerosReply, auth: 'none', encrypted: false,
  }),
  memberOpenNumeros: endpoint({
    method: 'GET', path: '/lotto/lgw/games/opened/numero', reply: Lottery.MemberOpenNumerosReply, auth: 'token', encrypted: false,
  }),
  /** Spec §7 leaves the path out; beside the game launch. */
  lottoLaunch: endpoint({
    method: 'POST', path: '/wps/game/lotto/launch', body: Lottery.LottoLaunchRequest, reply: Wallet.GameLaunchReply, auth: 'token', encrypted: false,
    failures: { ...realAccount, ...protectionBlocked, SESSION_TIME_LIMIT_REACHED: null, GAME_NOT_FOUND: null, GAME_MAINTENANCE: Wallet.GameMaintenanceValue },
  }),
})
