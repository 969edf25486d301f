import { Schema } from 'effect'
import { GameEntry, GameType } from './games.ts'

/** Money on the wire: integer minor units (1.00 = 100). */
export const Minor = Schema.Int

/** GET /wps/v2/wallets/balance (token) -> { sumBalance }: every wallet of the member, minor units. */
export const BalanceReply = Schema.Struct({ sumBalance: Minor })
export type BalanceReply = typeof BalanceReply.Type

export const VendorWallet = Schema.Struct({ vassalage: Schema.String, balance: Minor })

/** POST /wps/relay/GCS_merchantWallet (token) -> isSingle, and the member's wallets. */
export const MerchantWalletRequest = Schema.Struct({ merchantCode: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(64))) })
export const MerchantWalletReply = Schema.Struct({
  isSingle: Schema.Boolean,
  main: Minor,
  wallets: Schema.Array(VendorWallet),
})
export type MerchantWalletReply = typeof MerchantWalletReply.Type

const WalletName = Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(64), Schema.isPattern(/^[A-Z0-9_]+$/u))

/** POST /wps/relay/GCS_walletTransfer (token): `MAIN` or a vendor code on each side; requestId makes it idempotent. */
export const WalletTransferRequest = Schema.Struct({
  from: WalletName,
  to: WalletName,
  amount: Minor.check(Schema.isGreaterThan(0), Schema.isLessThanOrEqualTo(1_000_000_000_00)),
  requestId: Schema.String.check(Schema.isMinLength(8), Schema.isMaxLength(64), Schema.isPattern(/^[A-Za-z0-9_-]+$/u)),
})
export const WalletTransferReply = MerchantWalletReply

/** The game launch payload (spec §3); the Language header travels beside it. */
export const GameLaunchRequest = Schema.Struct({
  gameId: Schema.optionalKey(Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(64))),
  roomId: Schema.optionalKey(Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(64))),
  nodeId: Schema.optionalKey(Schema.Union([Schema.String.check(Schema.isMaxLength(64)), Schema.Int])),
  accountType: Schema.Literal(1),
  confirmTrans: Schema.optionalKey(Schema.Literals([0, 1])),
  vassalage: Schema.String.check(Schema.isMaxLength(64)),
  launchMode: Schema.Literal('GLS'),
  platform: Schema.String.check(Schema.isMaxLength(64)),
  clientType: Schema.Int,
  username: Schema.String.check(Schema.isMaxLength(64)),
  token: Schema.String.check(Schema.isMaxLength(512)),
  merchantCode: Schema.String.check(Schema.isMaxLength(64)),
  language: Schema.String.check(Schema.isMaxLength(8)),
})
export type GameLaunchRequest = typeof GameLaunchRequest.Type
export const GameLaunchReply = Schema.Struct({
  game_url: Schema.optionalKey(Schema.String),
  game_url2: Schema.optionalKey(Schema.String),
})
export type GameLaunchReply = typeof GameLaunchReply.Type
/** GET /wps/game/launchGame: a PVP room (GLS2_roomList's roomId) and the game's language. */
export const RoomLaunchQuery = Schema.Struct({
  roomId: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(64)),
  language: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(8))),
})
/** The room's game address. */
export const RoomLaunchReply = Schema.Struct({ content: Schema.String })
/** `value` of GAME_MAINTENANCE: other games to suggest. */
export const GameMaintenanceValue = Schema.Struct({ suggestions: Schema.Array(GameEntry) })

/** POST /wps/relay/GCSGAME_getRankList -> the winner board: the latest big wins of real settled rounds (server/modules/winners). */
export const RankListRequest = Schema.Struct({
  merchantCode: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(64))),
  gameType: Schema.optionalKey(GameType),
  limit: Schema.optionalKey(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 50 }))),
})
export const RankEntry = Schema.Struct({
  /** Masked account name (first two and last character). */
  account: Schema.String,
  gameId: Schema.String,
  gameName: Schema.String,
  vassalage: Schema.String,
  gameType: Schema.String,
  winAmount: Minor,
  /** The win as a multiple of the round's stake (two decimals), when the stake is known. */
  multiplier: Schema.optionalKey(Schema.Number),
  /** Settlement time, epoch milliseconds. */
  time: Schema.Int,
})
export type RankEntry = typeof RankEntry.Type
export const RankListReply = Schema.Struct({ list: Schema.Array(RankEntry) })
export type RankListReply = typeof RankListReply.Type
