import { Schema } from 'effect'
import * as System from './schemas/system.ts'
import * as Games from './schemas/games.ts'
import * as Notices from './schemas/notices.ts'
import * as Account from './schemas/account.ts'
import * as LoginVerification from './schemas/login-verification.ts'
import * as Security from './schemas/security.ts'
import * as Wallet from './schemas/wallet.ts'
import * as Social from './schemas/social.ts'
import * as Badges from './schemas/badges.ts'
import { CaptchaAsked, EncryptedFailures, LoginFailedValue, ModuleOff } from './failures.ts'
import { endpoint } from './endpoint.ts'
import type { AllEndpoints } from './endpoints-all.ts'

export { endpoint, type Endpoint, type FileParts } from './endpoint.ts'

// Failures several calls share.
const moduleOff = { MODULE_DISABLED: ModuleOff } as const
const throttled = { TOO_MANY_REQUESTS: null } as const
const botCheck = { BOT_CHECK_FAILED: null } as const
const codeChecked = { CODE_INVALID: null, CODE_EXPIRED: null } as const
const realAccount = { TRIAL_ACCOUNT: null } as const
/** Calls that set a new password (PASSWORD_RULE; the server also checks its leaked-password list). */
const newPassword = { PASSWORD_BREACHED: null } as const
const captcha = { CAPTCHA_REQUIRED: CaptchaAsked, CAPTCHA_INVALID: CaptchaAsked } as const

export const Endpoints = {
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
  captcha: endpoint({
    method: 'GET', path: '/wps/captcha', reply: System.CaptchaReply, auth: 'none', encrypted: false,
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

  // Accounts (issue 3)
  altchaChallenge: endpoint({
    method: 'GET', path: '/wps/altcha/challenge', reply: Account.AltchaChallenge, auth: 'none', encrypted: false,
  }),
  countries: endpoint({
    method: 'GET', path: '/wps/system/countries', reply: Account.CountriesReply, auth: 'none', encrypted: false,
  }),
  login: endpoint({
    method: 'POST', path: '/wps/session/login', body: Account.LoginRequest, reply: Account.LoginReply, auth: 'none', encrypted: true,
    failures: { ...moduleOff, ...captcha, LOGIN_FAILED: LoginFailedValue, CODE_INVALID: Schema.optionalKey(CaptchaAsked), CODE_EXPIRED: Schema.optionalKey(CaptchaAsked), NON_MEMBER: null },
  }),
  rememberLogin: endpoint({
    method: 'POST', path: '/wps/session/login/remember', body: Account.RememberLoginRequest, reply: Account.LoginReply, auth: 'none', encrypted: true,
    failures: { LOGIN_FAILED: null, NON_MEMBER: null },
  }),
  freePlay: endpoint({
    method: 'POST', path: '/wps/session/login/freeplay', body: Account.FreePlayRequest, reply: Account.LoginReply, auth: 'none', encrypted: false,
    failures: { ...moduleOff, ...throttled, ...EncryptedFailures },
  }),
  logout: endpoint({
    method: 'DELETE', path: '/wps/session/logout', reply: Account.LogoutReply, auth: 'token', encrypted: false,
  }),
  smsNoLogin: endpoint({
    method: 'POST', path: '/wps/verification/sms/noLogin', body: Account.SmsNoLoginRequest, reply: Account.SmsReply, auth: 'none', encrypted: false,
    failures: { ...moduleOff, ...botCheck, ...throttled },
  }),
  smsRegister: endpoint({
    method: 'POST', path: '/wps/verification/sms/register', body: Account.SmsRegisterRequest, reply: Account.SmsReply, auth: 'none', encrypted: false,
    failures: { ...moduleOff, ...botCheck, ...throttled, ACCOUNT_EXISTS: null },
  }),
  register: endpoint({
    method: 'PUT', path: '/wps/member/register', body: Account.RegistrationUser, reply: Account.LoginReply, auth: 'none', encrypted: true,
    failures: { ...moduleOff, ...botCheck, ...throttled, ...captcha, ...codeChecked, ...newPassword, ACCOUNT_EXISTS: null, AFFILIATE_INVALID: null },
  }),
  registerMobile: endpoint({
    method: 'PUT', path: '/wps/member/register/mobile', body: Account.RegistrationUser, reply: Account.LoginReply, auth: 'none', encrypted: true,
    failures: { ...moduleOff, ...botCheck, ...throttled, ...captcha, ...codeChecked, ...newPassword, ACCOUNT_EXISTS: null, AFFILIATE_INVALID: null },
  }),
  memberInfo: endpoint({
    method: 'GET', path: '/wps/member/info', reply: Account.MemberInfo, auth: 'token', encrypted: false,
  }),
  memberIcon: endpoint({
    method: 'GET', path: '/wps/member/info/icon', reply: Account.MemberIconReply, auth: 'token', encrypted: false,
  }),
  changePassword: endpoint({
    method: 'POST', path: '/wps/member/password', body: Account.ChangePasswordRequest, reply: Account.DoneReply, auth: 'token', encrypted: true,
    failures: { ...realAccount, ...newPassword, PASSWORD_MISMATCH: null, LOGIN_FAILED: null },
  }),
  passwordEmail: endpoint({
    method: 'POST', path: '/wps/member/password/email', body: Account.PasswordEmailRequest, reply: Account.DoneReply, auth: 'none', encrypted: false,
    failures: { ...moduleOff, ...throttled, ACCOUNT_NOT_FOUND: null },
  }),
  passwordEmailReset: endpoint({
    method: 'POST', path: '/wps/member/password/email/reset', body: Account.PasswordEmailResetRequest, reply: Account.DoneReply, auth: 'none', encrypted: true,
    failures: { ...moduleOff, ...codeChecked, ...newPassword },
  }),
  passwordVerification: endpoint({
    method: 'POST', path: '/wps/member/password/verification', body: Account.PasswordVerificationRequest, reply: Account.LoginReply, auth: 'none', encrypted: true,
    failures: { ...moduleOff, ...codeChecked, ...newPassword, NON_MEMBER: null },
  }),
  affiliate: endpoint({
    method: 'GET', path: '/wps/agent/affiliate', query: Account.AffiliateQuery, reply: Account.AffiliateReply, auth: 'none', encrypted: false,
  }),

  // Login from an unregistered IP (additive; see schemas/login-verification.ts)
  loginVerificationSend: endpoint({
    method: 'POST', path: '/wps/session/login/verification/send', body: LoginVerification.LoginVerificationSendRequest, reply: LoginVerification.LoginVerificationSendReply, auth: 'none', encrypted: false,
    failures: { ...throttled, CODE_EXPIRED: null },
  }),
  loginVerification: endpoint({
    method: 'POST', path: '/wps/session/login/verification', body: LoginVerification.LoginVerificationRequest, reply: Account.LoginReply, auth: 'none', encrypted: true,
    failures: { ...throttled, ...codeChecked, NON_MEMBER: null },
  }),

  // Security bindings from the member centre (securityCenter; see schemas/security.ts)
  security: endpoint({
    method: 'GET', path: '/wps/member/security', reply: Security.SecurityInfo, auth: 'token', encrypted: false,
    failures: { ...realAccount },
  }),
  bindEmailSend: endpoint({
    method: 'POST', path: '/wps/member/security/email/send', body: Security.BindEmailSendRequest, reply: Security.BindCodeSentReply, auth: 'token', encrypted: false,
    failures: { ...realAccount, ...throttled, ALREADY_BOUND: null, IN_USE: null },
  }),
  bindEmail: endpoint({
    method: 'POST', path: '/wps/member/security/email', body: Security.BindEmailRequest, reply: Security.SecurityInfo, auth: 'token', encrypted: false,
    failures: { ...realAccount, ...codeChecked, IN_USE: null },
  }),
  bindMobileSend: endpoint({
    method: 'POST', path: '/wps/member/security/mobile/send', body: Security.BindMobileSendRequest, reply: Security.BindCodeSentReply, auth: 'token', encrypted: false,
    failures: { ...realAccount, ...throttled, ALREADY_BOUND: null, IN_USE: null },
  }),
  bindMobile: endpoint({
    method: 'POST', path: '/wps/member/security/mobile', body: Security.BindMobileRequest, reply: Security.SecurityInfo, auth: 'token', encrypted: false,
    failures: { ...realAccount, ...codeChecked, IN_USE: null },
  }),
  bindPayeeName: endpoint({
    method: 'POST', path: '/wps/member/security/payee', body: Security.BindPayeeNameRequest, reply: Security.SecurityInfo, auth: 'token', encrypted: true,
    failures: { ...realAccount, ALREADY_BOUND: null },
  }),
  authenticatorSetup: endpoint({
    method: 'POST', path: '/wps/member/security/authenticator/setup', reply: Security.AuthenticatorSetupReply, auth: 'token', encrypted: false,
    failures: { ...realAccount, ALREADY_BOUND: null },
  }),
  authenticatorBind: endpoint({
    method: 'POST', path: '/wps/member/security/authenticator', body: Security.AuthenticatorCodeRequest, reply: Security.SecurityInfo, auth: 'token', encrypted: false,
    failures: { ...realAccount, ...throttled, ALREADY_BOUND: null, NOT_BOUND: null, CODE_INVALID: null },
  }),
  authenticatorUnbind: endpoint({
    method: 'POST', path: '/wps/member/security/authenticator/remove', body: Security.AuthenticatorCodeRequest, reply: Security.SecurityInfo, auth: 'token', encrypted: false,
    failures: { ...realAccount, ...throttled, NOT_BOUND: null, CODE_INVALID: null },
  }),

  // Wallet, launch and winner board (issue 4, wallet side)
  walletBalance: endpoint({
    method: 'GET', path: '/wps/v2/wallets/balance', reply: Wallet.BalanceReply, auth: 'token', encrypted: false,
  }),
  merchantWallet: endpoint({
    method: 'POST', path: '/wps/relay/GCS_merchantWallet', body: Wallet.MerchantWalletRequest, reply: Wallet.MerchantWalletReply, auth: 'token', encrypted: false,
  }),
  walletTransfer: endpoint({
    method: 'POST', path: '/wps/relay/GCS_walletTransfer', body: Wallet.WalletTransferRequest, reply: Wallet.WalletTransferReply, auth: 'token', encrypted: false,
    failures: { ...realAccount, TRANSFER_NOT_ALLOWED: null, INSUFFICIENT_FUNDS: null },
  }),
  /** Spec §7 leaves the path out; the launch payload (spec §3) with a Language header. */
  gameLaunch: endpoint({
    method: 'POST', path: '/wps/game/launch', body: Wallet.GameLaunchRequest, reply: Wallet.GameLaunchReply, auth: 'token', encrypted: false,
    failures: { ...realAccount, GAME_NOT_FOUND: null, GAME_MAINTENANCE: Wallet.GameMaintenanceValue },
  }),
  rankList: endpoint({
    method: 'POST', path: '/wps/relay/GCSGAME_getRankList', body: Wallet.RankListRequest, reply: Wallet.RankListReply, auth: 'optional', encrypted: false,
  }),

  // Social sign-in with OpenID Connect (see schemas/social.ts)
  socialProviders: endpoint({
    method: 'GET', path: '/wps/social/providers', reply: Social.SocialProvidersReply, auth: 'none', encrypted: false,
  }),
  socialStart: endpoint({
    method: 'POST', path: '/wps/social/start', body: Social.SocialStartRequest, reply: Social.SocialStartReply, auth: 'none', encrypted: false,
    failures: { ...throttled, SOCIAL_DISABLED: null, SOCIAL_FAILED: null },
  }),
  socialCallback: endpoint({
    method: 'POST', path: '/wps/social/callback', body: Social.SocialCallbackRequest, reply: Social.SocialCallbackReply, auth: 'none', encrypted: false,
    failures: { SOCIAL_DISABLED: null, SOCIAL_STATE_INVALID: null, SOCIAL_FAILED: null, NON_MEMBER: null },
  }),
  socialLink: endpoint({
    method: 'POST', path: '/wps/social/link', body: Social.SocialLinkRequest, reply: Account.LoginReply, auth: 'none', encrypted: true,
    failures: { ...throttled, SOCIAL_DISABLED: null, SOCIAL_TICKET_INVALID: null, SOCIAL_ALREADY_LINKED: null, LOGIN_FAILED: null, NON_MEMBER: null },
  }),
  socialRegister: endpoint({
    method: 'POST', path: '/wps/social/register', body: Social.SocialRegisterRequest, reply: Account.LoginReply, auth: 'none', encrypted: false,
    failures: { ...moduleOff, ...throttled, SOCIAL_DISABLED: null, SOCIAL_TICKET_INVALID: null, SOCIAL_ALREADY_LINKED: null, ACCOUNT_EXISTS: null },
  }),
  // The badges every screen shows while logged in; the reward pages' calls are RewardsEndpoints.
  unreadCount: endpoint({
    method: 'GET', path: '/wps/relay/CSP_unreadCount', reply: Badges.UnreadCountReply, auth: 'token', encrypted: false,
  }),
  missionReadyCount: endpoint({
    method: 'GET', path: '/wps/relay/MCS2_missionReadyCount', reply: Badges.ReadyCountReply, auth: 'token', encrypted: false,
  }),
} as const

/** The name of any call of the contract (the centres' tables included). */
export type EndpointName = keyof typeof AllEndpoints
export type ReplyOf<N extends EndpointName> = (typeof AllEndpoints)[N]['reply']['Type']
