import { Schema } from 'effect'

/** Game types the navigation knows (spec §3, §9). */
export const GameType = Schema.Literals(['RNG', 'BINGO', 'FISH', 'PVP', 'LIVE', 'SPORTS', 'COCKFIGHT', 'ESPORTS', 'ELOTT', 'LOTT'])
export type GameType = typeof GameType.Type

export const VendorCard = Schema.Struct({
  vassalage: Schema.String,
  displayName: Schema.String,
  accountTypeId: Schema.Int,
  isHot: Schema.Literals([0, 1]),
  gameType: GameType,
  /** 'VASSALAGE' makes the card open a popup game list (spec §3). */
  isGame: Schema.String,
  /** The vendor's group (for the footer partner list). */
  group: Schema.String,
  /** Path of the logo under the image base URL. */
  logo: Schema.String,
})
export type VendorCard = typeof VendorCard.Type

export const VendorLane = Schema.Struct({
  gameCategory: GameType,
  title: Schema.String,
  cards: Schema.Array(VendorCard),
})
export type VendorLane = typeof VendorLane.Type

/** POST /wps/relay/GCSGAME_gameVendor { merchantCode } -> value.data.lanes */
export const GameVendorRequest = Schema.Struct({ merchantCode: Schema.String.check(Schema.isMaxLength(64)) })
export const GameVendorReply = Schema.Struct({ data: Schema.Struct({ lanes: Schema.Array(VendorLane) }) })
export type GameVendorReply = typeof GameVendorReply.Type

/** One playable game (spec §3 game entry); the catalogue, hot, recent and favourite lists share it. */
export const GameEntry = Schema.Struct({
  gameId: Schema.String,
  gameName: Schema.String,
  vassalage: Schema.String,
  gameType: GameType,
  /** 'VASSALAGE' makes the entry open a popup game list (spec §3). */
  isGame: Schema.String,
  /** Artwork path under the image base URL. */
  image: Schema.String,
  isHot: Schema.Literals([0, 1]),
  /** Stated return to player in basis points (9650 = 96.50%). */
  rtpBp: Schema.optionalKey(Schema.Int),
  volatility: Schema.optionalKey(Schema.Literals(['low', 'medium', 'high'])),
  /** The game is under maintenance: it answers with the maintenance message instead of launching. */
  maintenance: Schema.optionalKey(Schema.Boolean),
  /** Display name of the vendor (tab titles, search results across vendors). */
  vendorName: Schema.optionalKey(Schema.String),
  /** Recent games: when the member last launched it (epoch ms). */
  launchedAt: Schema.optionalKey(Schema.Number),
})
export type GameEntry = typeof GameEntry.Type

/** POST /wps/relay/GCSGAME_hotGamesV2 (spec §3 hot-games request) -> { list } */
export const HotGamesRequest = Schema.Struct({
  merchantCode: Schema.String.check(Schema.isMaxLength(64)),
  isPlatform: Schema.optionalKey(Schema.Int),
  vassalage: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(64))),
  platform: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(64))),
  language: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(8))),
})
export const HotGamesReply = Schema.Struct({ list: Schema.Array(GameEntry) })
export type HotGamesReply = typeof HotGamesReply.Type

const Code = Schema.String.check(Schema.isMaxLength(64), Schema.isPattern(/^[A-Za-z0-9_-]*$/u))
const PageNumber = Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 100_000 }))

/**
 * The most a page of GCSGAME_gameList may hold: the page the SPA loads the catalogue in
 * (entities/game). A bigger page is refused as a validation error, so no caller, logged
 * in or not, can make one call cost the whole catalogue.
 */
export const GAME_LIST_MAX_PAGE_SIZE = 500

/**
 * POST /wps/relay/GCSGAME_gameList: the catalogue, paged, searchable by name (case-blind
 * substring), filterable by vendor and game type, in the operator's order.
 */
export const GameListRequest = Schema.Struct({
  merchantCode: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(64))),
  gameType: Schema.optionalKey(GameType),
  vassalage: Schema.optionalKey(Code),
  gameName: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(64))),
  page: Schema.optionalKey(PageNumber),
  pageSize: Schema.optionalKey(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: GAME_LIST_MAX_PAGE_SIZE }))),
  language: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(8))),
})
export type GameListRequest = typeof GameListRequest.Type
export const GameListReply = Schema.Struct({
  list: Schema.Array(GameEntry),
  total: Schema.Int,
  page: Schema.Int,
  pageSize: Schema.Int,
})
export type GameListReply = typeof GameListReply.Type

/** POST /wps/relay/GCSGAME_getVassGameType { vassalage }: the game types a vendor offers, with counts. */
export const VassGameTypeRequest = Schema.Struct({ vassalage: Code.check(Schema.isMinLength(1)) })
export const VassGameTypeReply = Schema.Struct({
  vassalage: Schema.String,
  displayName: Schema.String,
  list: Schema.Array(Schema.Struct({ gameType: GameType, count: Schema.Int })),
})
export type VassGameTypeReply = typeof VassGameTypeReply.Type

/** A list of games (recent, favourites). */
export const GameListOnlyReply = Schema.Struct({ list: Schema.Array(GameEntry) })
export type GameListOnlyReply = typeof GameListOnlyReply.Type

/** POST /wps/relay/GCS_recentGame (token): the member's last launched games, newest first, each once. */
export const RecentGamesRequest = Schema.Struct({
  limit: Schema.optionalKey(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 50 }))),
  language: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(8))),
})

/** POST /wps/relay/MCSFE_getFavoriteGamesList (token): the member's favourite games, newest first. */
export const FavoriteGamesListRequest = Schema.Struct({
  language: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(8))),
})

/**
 * POST /wps/relay/MCSFE_getFavoriteGames (token): adds or removes one favourite
 * (`action`), and answers the member's favourite game ids either way (an empty body only
 * reads them). Adding twice or removing a game that is not a favourite changes nothing.
 */
export const FavoriteGamesRequest = Schema.Struct({
  action: Schema.optionalKey(Schema.Literals(['add', 'remove'])),
  gameId: Schema.optionalKey(Code.check(Schema.isMinLength(1))),
})
export const FavoriteGamesReply = Schema.Struct({ gameIds: Schema.Array(Schema.String) })
export type FavoriteGamesReply = typeof FavoriteGamesReply.Type

/** A room of a PVP card game; amounts in minor units. */
export const GameRoom = Schema.Struct({
  roomId: Schema.String,
  roomName: Schema.String,
  gameId: Schema.String,
  gameName: Schema.String,
  vassalage: Schema.String,
  minBet: Schema.Int,
  seats: Schema.Int,
})
export type GameRoom = typeof GameRoom.Type

/** POST /wps/relay/GLS2_roomList (token) { vassalage?, gameId? } -> { list } */
export const RoomListRequest = Schema.Struct({
  vassalage: Schema.optionalKey(Code),
  gameId: Schema.optionalKey(Code),
})
export const RoomListReply = Schema.Struct({ list: Schema.Array(GameRoom) })
export type RoomListReply = typeof RoomListReply.Type

/** GET /lgw/games/game_menus: the lottery menu (spec §3 gameMenus, gameGroupCode, labelName). */
export const GameMenuItem = Schema.Struct({
  gameGroupCode: Schema.String,
  labelName: Schema.String,
  gameType: GameType,
  list: Schema.Array(GameEntry),
})
export const GameMenusReply = Schema.Struct({ gameMenus: Schema.Array(GameMenuItem) })
export type GameMenusReply = typeof GameMenusReply.Type
