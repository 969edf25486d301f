import type { GameType } from '@/shared/api'

/** Paths of spec §2. */
export const Paths = {
  root: '/',
  index: '/index',
  register: '/register',
  registerHtml: '/register.html',
  vip: '/vip',
  pointMall: '/pointMall',
  lottery: '/lottery',
  vnlottery: '/vnlottery',
  elott: '/elott',
  rng: '/rng',
  bingo: '/bingo',
  live: '/live',
  fish: '/fish',
  pvp: '/pvp',
  esports: '/esports',
  promotions: '/promotions',
  promoDetail: '/promoDetail',
  seamless: '/seamless',
  help: '/help',
  helpmc: '/helpmc',
  app: '/app',
  download: '/download',
  join: '/join',
  game: '/game',
  login: '/login',
  /** Back from a social sign-in provider (OpenID Connect redirect URI). */
  socialCallback: '/social/callback',
} as const
export type PathName = keyof typeof Paths

/** What a visitor without a session may open while the home-redirect flag is on (spec §2). */
export const OpenPathsWhenRedirecting: readonly string[] = [Paths.login, Paths.register, Paths.registerHtml, Paths.helpmc, Paths.download, Paths.socialCallback]

/** The page of each game type that has one; the others launch a game directly (spec §2, §9). */
export const GameTypePaths: Partial<Record<GameType, string>> = {
  RNG: Paths.rng,
  BINGO: Paths.bingo,
  FISH: Paths.fish,
  PVP: Paths.pvp,
  LIVE: Paths.live,
  ESPORTS: Paths.esports,
  LOTT: Paths.lottery,
}

/** The lottery vendor with its own page. */
export const VN_LOTTERY_VENDOR = 'TCG_LOTTO_VN'
