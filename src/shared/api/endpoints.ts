import * as System from './schemas/system.ts'
import * as Games from './schemas/games.ts'
import * as Notices from './schemas/notices.ts'
import * as Account from './schemas/account.ts'
import * as Wallet from './schemas/wallet.ts'
import * as Badges from './schemas/badges.ts'
import { EncryptedFailures } from './failures.ts'
import { moduleOff, protectionBlocked, realAccount, throttled } from './failure-groups.ts'
import { endpoint, endpointTable } from './endpoint.ts'
import type { AllEndpoints } from './endpoints-all.ts'

export { endpoint, type Endpoint, type FileParts } from './endpoint.ts'

export const Endpoints = endpointTable({
  systemStatus: endpoint({
    method: 'GET', path: '/wps/system/status', query: System.StatusQuery, reply: System.StatusReply, auth: 'optional', encrypted: false,
  }),
  whitelabel: endpoint({
    method: 'GET', path: '/wps/system/whitelabel', reply: System.WhitelabelReply, auth: 'none', encrypted: false,
  }),
  registerSetting: endpoint({
    method: 'GET', path: '/wps/system/setting/register', reply: System.RegisterSettingReply, auth: 'none', encrypted: false,
  }),
  domainRoute: endpoint({
    method: 'GET', path: '/wps/system/domainRoute', reply: System.DomainRouteReply, auth: 'none', encrypted: false,
  }),
  helpCenter: endpoint({
    method: 'GET', path: '/wps/system/helpCenter', query: System.HelpCenterQuery, reply: System.HelpCenterReply, auth: 'none', encrypted: false,
  }),
  gameVendor: endpoint({
    method: 'POST', path: '/wps/relay/GCSGAME_gameVendor', body: Games.GameVendorRequest, reply: Games.GameVendorReply, auth: 'optional', encrypted: false,
  }),
  hotGames: endpoint({
    method: 'POST', path: '/wps/relay/GCSGAME_hotGamesV2', body: Games.HotGamesRequest, reply: Games.HotGamesReply, auth: 'optional', encrypted: false,
  }),
  // Catalogue (issue 4). Visitors browse the lobby, so the catalogue calls read a token if
  // sent; the member lists (recent, favourites, rooms) need one.
  gameList: endpoint({
    method: 'POST', path: '/wps/relay/GCSGAME_gameList', body: Games.GameListRequest, reply: Games.GameListReply, auth: 'optional', encrypted: false,
  }),
  vassGameType: endpoint({
    method: 'POST', path: '/wps/relay/GCSGAME_getVassGameType', body: Games.VassGameTypeRequest, reply: Games.VassGameTypeReply, auth: 'optional', encrypted: false,
    failures: { NOT_FOUND: null },
  }),
  recentGames: endpoint({
    method: 'POST', path: '/wps/relay/GCS_recentGame', body: Games.RecentGamesRequest, reply: Games.GameListOnlyReply, auth: 'token', encrypted: false,
  }),
  favoriteGames: endpoint({
    method: 'POST', path: '/wps/relay/MCSFE_getFavoriteGames', body: Games.FavoriteGamesRequest, reply: Games.FavoriteGamesReply, auth: 'token', encrypted: false,
    failures: { NOT_FOUND: null },
  }),
  favoriteGamesList: endpoint({
    method: 'POST', path: '/wps/relay/MCSFE_getFavoriteGamesList', body: Games.FavoriteGamesListRequest, reply: Games.GameListOnlyReply, auth: 'token', encrypted: false,
  }),
  roomList: endpoint({
    method: 'POST', path: '/wps/relay/GLS2_roomList', body: Games.RoomListRequest, reply: Games.RoomListReply, auth: 'token', encrypted: false,
  }),
  gameMenus: endpoint({
    method: 'GET', path: '/lgw/games/game_menus', reply: Games.GameMenusReply, auth: 'none', encrypted: false,
  }),
  announcements: endpoint({
    method: 'POST', path: '/wps/relay/MCSFE_getListAnnouncements', body: Notices.AnnouncementsRequest, reply: Notices.AnnouncementsReply, auth: 'optional', encrypted: false,
  }),

  // The session (issue 3); logging in and registering are AccountEndpoints.
  freePlay: endpoint({
    method: 'POST', path: '/wps/session/login/freeplay', body: Account.FreePlayRequest, reply: Account.LoginReply, auth: 'none', encrypted: false,
    failures: { ...moduleOff, ...throttled, ...EncryptedFailures },
  }),
  logout: endpoint({
    method: 'DELETE', path: '/wps/session/logout', reply: Account.LogoutReply, auth: 'token', encrypted: false,
  }),
  memberInfo: endpoint({
    method: 'GET', path: '/wps/member/info', reply: Account.MemberInfo, auth: 'token', encrypted: false,
  }),
  memberIcon: endpoint({
    method: 'GET', path: '/wps/member/info/icon', reply: Account.MemberIconReply, auth: 'token', encrypted: false,
  }),
  playerAvatar: endpoint({
    method: 'GET', path: '/wps/relay/MCSFE_getPlayerAvatar', reply: Account.PlayerAvatarReply, auth: 'token', encrypted: false,
  }),

  // Wallet, launch and winner board (issue 4, wallet side)
  walletBalance: endpoint({
    method: 'GET', path: '/wps/v2/wallets/balance', reply: Wallet.BalanceReply, auth: 'token', encrypted: false,
  }),
  /** Spec §7 leaves the path out; the launch payload (spec §3) with a Language header. */
  gameLaunch: endpoint({
    method: 'POST', path: '/wps/game/launch', body: Wallet.GameLaunchRequest, reply: Wallet.GameLaunchReply, auth: 'token', encrypted: false,
    failures: { ...realAccount, ...protectionBlocked, SESSION_TIME_LIMIT_REACHED: null, GAME_NOT_FOUND: null, GAME_MAINTENANCE: Wallet.GameMaintenanceValue },
  }),
  /** Spec §7: a PVP room's launch; the game's address is the reply's `value.content`. */
  roomLaunch: endpoint({
    method: 'GET', path: '/wps/game/launchGame', query: Wallet.RoomLaunchQuery, reply: Wallet.RoomLaunchReply, auth: 'token', encrypted: false,
    failures: { ...realAccount, ...protectionBlocked, SESSION_TIME_LIMIT_REACHED: null, GAME_NOT_FOUND: null, GAME_MAINTENANCE: Wallet.GameMaintenanceValue },
  }),
  rankList: endpoint({
    method: 'POST', path: '/wps/relay/GCSGAME_getRankList', body: Wallet.RankListRequest, reply: Wallet.RankListReply, auth: 'optional', encrypted: false,
  }),

  // The badges every screen shows while logged in; the reward pages' calls are RewardsEndpoints.
  unreadCount: endpoint({
    method: 'GET', path: '/wps/relay/CSP_unreadCount', reply: Badges.UnreadCountReply, auth: 'token', encrypted: false,
  }),
  missionReadyCount: endpoint({
    method: 'GET', path: '/wps/relay/MCS2_missionReadyCount', reply: Badges.ReadyCountReply, auth: 'token', encrypted: false,
  }),
})

/** The name of any call of the contract (the centres' tables included). */
export type EndpointName = keyof typeof AllEndpoints
export type ReplyOf<N extends EndpointName> = (typeof AllEndpoints)[N]['reply']['Type']
