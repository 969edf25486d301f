import { Schema } from 'effect'
import { GameEntry } from './games.ts'

/** Prize modes (spec §3 brand config): the Vietnamese lottery plays Lott; the e-lottery Elott. */
export const PrizeMode = Schema.Literals(['Lott', 'ZY', 'Elott', 'SEA'])
export type PrizeMode = typeof PrizeMode.Type

/** The three regional draws of the Vietnamese lottery. */
export const VnRegion = Schema.Literals(['NORTH', 'CENTRAL', 'SOUTH'])
export type VnRegion = typeof VnRegion.Type

/** A province's lottery game with its next draw (times in ms since the epoch). */
export const VnLotteryGame = Schema.Struct({
  gameCode: Schema.String,
  gameName: Schema.String,
  region: VnRegion,
  /** The catalogue title that opens this game's betting view. */
  gameId: Schema.String,
  drawNo: Schema.Int,
  closesAt: Schema.Number,
  drawAt: Schema.Number,
})
export type VnLotteryGame = typeof VnLotteryGame.Type

/** /lgw/vn/games/game_menu { prizeMode } -> the Vietnamese lottery's games, next draw first. */
export const VnGameMenuRequest = Schema.Struct({ prizeMode: PrizeMode })
export const VnGameMenuReply = Schema.Struct({ list: Schema.Array(VnLotteryGame) })
export type VnGameMenuReply = typeof VnGameMenuReply.Type

/** /lgw/games/popular: the lottery titles most played lately. */
export const PopularLotteryReply = Schema.Struct({ list: Schema.Array(GameEntry) })
export type PopularLotteryReply = typeof PopularLotteryReply.Type

/** /lgw/vn/numeros/opened/game: the latest drawn results of the Vietnamese lottery, newest first. */
export const OpenedNumerosRequest = Schema.Struct({
  /** 20 for the lobby's list, 100 when the player asks for more (spec §9). */
  count: Schema.Literals([20, 100]),
  prizeMode: PrizeMode,
  device: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(16))),
  language: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(8))),
})
/** One prize of a draw: its name (DB the special prize, then G1 to G7 or G8) and its numbers. */
export const VnPrize = Schema.Struct({ prize: Schema.String, numbers: Schema.Array(Schema.String) })
export const VnDrawResult = Schema.Struct({
  drawId: Schema.String,
  gameCode: Schema.String,
  /** The province the draw is named after. */
  gameName: Schema.String,
  region: VnRegion,
  drawNo: Schema.Int,
  drawAt: Schema.Number,
  /** The special prize's number. */
  special: Schema.String,
  prizes: Schema.Array(VnPrize),
})
export type VnDrawResult = typeof VnDrawResult.Type
export const OpenedNumerosReply = Schema.Struct({ list: Schema.Array(VnDrawResult) })
export type OpenedNumerosReply = typeof OpenedNumerosReply.Type

/** /lotto/lgw/games/opened/numero (token): the member's numbers on draws not drawn yet. */
export const MemberOpenNumero = Schema.Struct({
  ticketId: Schema.String,
  gameCode: Schema.String,
  gameName: Schema.String,
  drawNo: Schema.Int,
  drawAt: Schema.Number,
  betType: Schema.String,
  numbers: Schema.Array(Schema.String),
  stake: Schema.Int,
})
export const MemberOpenNumerosReply = Schema.Struct({ list: Schema.Array(MemberOpenNumero) })
export type MemberOpenNumerosReply = typeof MemberOpenNumerosReply.Type

/** The lottery lobby launch (spec §7; its path is not given): opens the lottery at its lobby or a game's betting view. */
export const LottoLaunchRequest = Schema.Struct({
  lottoArea: Schema.Literal('VN'),
  launchMode: Schema.Literal('LOTT'),
  lottoPrizeMode: PrizeMode,
  /** A Vietnamese lottery game code (a province) or a catalogue title; empty opens the lobby's first. */
  lottoGameCode: Schema.String.check(Schema.isMaxLength(64)),
  lottoView: Schema.Literals(['betting', 'lobby']),
  device: Schema.String.check(Schema.isMaxLength(16)),
  backUrl: Schema.String.check(Schema.isMaxLength(512)),
  language: Schema.String.check(Schema.isMaxLength(8)),
})
export type LottoLaunchRequest = typeof LottoLaunchRequest.Type
