/**
 * The operator API of the house lottery's draws: list the latest draws (all games or one), a
 * draw's exposure per selection against its limit, and cancel a draw not yet drawn (every ticket
 * refunded once). Spread into `AdminEndpoints` (contract.ts); routes in lottery.ts.
 */
import { Schema } from 'effect'

/** A game as `lottery_draws.game` holds it: an e-lottery game (ELOTT5) or a Vietnamese province (VNHCM). */
export const LOTTERY_GAME_PATTERN = /^[A-Z0-9_-]{1,32}$/
/** A draw id: its game and number ("ELOTT5:29000000"). */
export const DRAW_ID_PATTERN = /^[A-Z0-9_-]{1,32}:\d{1,12}$/
export const LOTTERY_DRAW_STATUSES = ['open', 'drawn', 'cancelled'] as const
export type LotteryDrawStatus = (typeof LOTTERY_DRAW_STATUSES)[number]

export const AdminLotteryDrawsQuery = Schema.Struct({
  game: Schema.optionalKey(Schema.String.check(Schema.isPattern(LOTTERY_GAME_PATTERN))),
  status: Schema.optionalKey(Schema.Literals(LOTTERY_DRAW_STATUSES)),
  limit: Schema.optionalKey(Schema.NumberFromString.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: 200 }))),
})

export const AdminLotteryDraw = Schema.Struct({
  drawId: Schema.String,
  game: Schema.String,
  /** ISO times. */
  drawAt: Schema.String,
  closesAt: Schema.String,
  status: Schema.Literals(LOTTERY_DRAW_STATUSES),
  /** The result as stored and published (e-lottery "0,7,3,9,1", Vietnamese "DB:12345|G1:..."); null until drawn. */
  result: Schema.NullOr(Schema.String),
  /** Tickets whose stake reached the wallet or is on its way (a refused debit is not a ticket). */
  tickets: Schema.Int,
  /** Minor units: their stakes, what settled tickets were paid, and what was refunded (void tickets). */
  stake: Schema.Int,
  paid: Schema.Int,
  refunded: Schema.Int,
})
export type AdminLotteryDraw = typeof AdminLotteryDraw.Type
export const AdminLotteryDrawsReply = Schema.Struct({ draws: Schema.Array(AdminLotteryDraw) })

export const LotteryDrawParams = Schema.Struct({ drawId: Schema.String.check(Schema.isPattern(DRAW_ID_PATTERN)) })

export const LotteryExposureReply = Schema.Struct({
  drawId: Schema.String,
  status: Schema.Literals(LOTTERY_DRAW_STATUSES),
  /** What one selection of a draw of this game may pay at most over all tickets by default (minor units); null for a game this server no longer knows. */
  limit: Schema.NullOr(Schema.Int),
  /** Highest first: what each selection would pay at most if it won, and its limit in force (its bet type's, which an operator may change). */
  selections: Schema.Array(Schema.Struct({ selection: Schema.String, payout: Schema.Int, limit: Schema.optionalKey(Schema.Int) })),
})
export type LotteryExposureReply = typeof LotteryExposureReply.Type

export const LotteryCancelBody = Schema.Struct({ reason: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(500)) })
export const LotteryCancelReply = Schema.Struct({
  draw: AdminLotteryDraw,
  /** Tickets of the draw the wallet has not refunded yet (it did not answer): the draw job retries them. */
  waiting: Schema.Int,
})
export type LotteryCancelReply = typeof LotteryCancelReply.Type

export const lotteryAdminEndpoints = {
  lotteryDraws: {
    method: 'GET', path: '/admin/lottery/draws', query: AdminLotteryDrawsQuery, reply: AdminLotteryDrawsReply, auth: 'none', encrypted: false,
  },
  lotteryExposure: {
    method: 'GET', path: '/admin/lottery/draws/:drawId/exposure', params: LotteryDrawParams, reply: LotteryExposureReply, auth: 'none', encrypted: false,
  },
  lotteryCancel: {
    method: 'POST', path: '/admin/lottery/draws/:drawId/cancel', params: LotteryDrawParams, body: LotteryCancelBody, reply: LotteryCancelReply,
    auth: 'none', encrypted: false,
  },
} as const
