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
