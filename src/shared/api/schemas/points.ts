import { Schema } from 'effect'
import { RequestId } from './money.ts'
import { LocalizedText } from './rewards.ts'

/**
 * The point mall and the VIP page (spec §3 "Points", §4 redeem statuses, §7 "Points").
 * Points are whole numbers and never expire; money is integer minor units; times are epoch
 * milliseconds. Names follow spec §3: balance, changed points, ratio, redeem quantity,
 * available quantity, requirements (points and amount), status.
 */

const Points = Schema.Int
const Minor = Schema.Int
const Id = Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 2_147_483_647 }))
const PageNumber = Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 100_000 }))
const PageSize = Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 100 }))
const Day = Schema.String.check(Schema.isPattern(/^\d{4}-\d{2}-\d{2}$/u, { format: 'date' }))
const TzOffset = Schema.Int.check(Schema.isBetween({ minimum: -720, maximum: 840 }))
const PaymentPassword = Schema.String.check(Schema.isMaxLength(64))
/** At most this many of one reward in one redemption. */
export const MAX_REDEEM_QUANTITY = 99

// ---- failure values ----

/** `value` of POINTS_INSUFFICIENT: the member's balance and what the request needs. */
export const PointsShort = Schema.Struct({ balance: Points, needed: Points }).annotate({ identifier: 'PointsShort' })
/** `value` of POINTS_BELOW_MINIMUM: the fewest points a conversion takes, and the step (points per ratio unit). */
export const PointsMinimum = Schema.Struct({ minimum: Points, step: Points }).annotate({ identifier: 'PointsMinimum' })
/** `value` of REWARD_REQUIREMENT_NOT_MET: the valid bets (minor units, all time) the reward asks for and the member's. */
export const BetRequirement = Schema.Struct({ required: Minor, current: Minor }).annotate({ identifier: 'BetRequirement' })

// ---- balance and config ----

/** GET /wps/relay/MCS2_getPointBalance. */
export const PointBalanceReply = Schema.Struct({ balance: Points })

/** One game type's earning rate: points per 100.00 of valid bet (thousandths allowed, e.g. 0.5). */
export const PointRate = Schema.Struct({ gameType: Schema.String, pointsPer100: Schema.Number })
export type PointRate = typeof PointRate.Type

/**
 * GET /wps/relay/MCS2_getPointConfig. Conversion: `ratio.points` points give `ratio.amount`
 * minor units; only whole multiples of `ratio.points` convert (the rest stays as points), and
 * at least `minimum` points. `multiplierPct` is the member's VIP multiplier on earning (100 = ×1).
 */
export const PointConfigReply = Schema.Struct({
  ratio: Schema.Struct({ points: Points, amount: Minor }),
  minimum: Points,
  rates: Schema.Array(PointRate),
  multiplierPct: Schema.Int,
})
export type PointConfigReply = typeof PointConfigReply.Type

// ---- rewards ----

export const PointRewardKind = Schema.Literals(['credit', 'item'])
export type PointRewardKind = typeof PointRewardKind.Type

/** A reward of the catalogue as the member sees it. */
export const PointReward = Schema.Struct({
  id: Schema.Int,
  /** `credit`: wallet money at once; `item`: a physical item the operator approves and sends. */
  kind: PointRewardKind,
  name: LocalizedText,
  /** Image URL or site path; '' when none. */
  image: Schema.String,
  /** What one redeem asks: points, and the member's valid bets (all time, minor units) as `amount`. */
  requirement: Schema.Struct({ points: Points, amount: Minor }),
  /** Wallet money one redeem credits (minor units); null for an item. */
  creditAmount: Schema.NullOr(Minor),
  /** What is left to redeem; null = no stock limit. */
  availableQuantity: Schema.NullOr(Schema.Int),
  /** How many one member may redeem in all; null = no limit. */
  redeemLimit: Schema.NullOr(Schema.Int),
  /** How many this member has redeemed (rejected ones not counted). */
  redeemedQuantity: Schema.Int,
})
export type PointReward = typeof PointReward.Type

/** POST /wps/relay/MCS2_getPointReward: the rewards on offer, and the member's figures to check requirements against. */
export const PointRewardListReply = Schema.Struct({
  list: Schema.Array(PointReward),
  balance: Points,
  /** The member's valid bets, all time (minor units): compared with each reward's `requirement.amount`. */
  validBet: Minor,
})
export type PointRewardListReply = typeof PointRewardListReply.Type

// ---- redemptions ----

/** spec §4 redeem statuses: in process (an item waiting for the operator), rejected (points refunded), approved. */
export const RedeemStatus = Schema.Literals(['process', 'rejected', 'approved'])
export type RedeemStatus = typeof RedeemStatus.Type

export const Redemption = Schema.Struct({
  id: Schema.String,
  requestId: Schema.String,
  rewardId: Schema.Int,
  kind: PointRewardKind,
  name: LocalizedText,
  /** Redeem quantity. */
  quantity: Schema.Int,
  /** The points it took (quantity × the reward's points at that moment). */
  points: Points,
  /** Wallet money credited (credit rewards), minor units; null for an item. */
  creditAmount: Schema.NullOr(Minor),
  status: RedeemStatus,
  /** The operator's reason for a rejection. */
  reason: Schema.NullOr(Schema.String),
  createdAt: Schema.Int,
  decidedAt: Schema.NullOr(Schema.Int),
})
export type Redemption = typeof Redemption.Type

/**
 * POST /wps/relay/passwordCheck/MCS2_redeemPointReward (encrypted): the same `requestId`
 * again answers the first redemption and changes nothing.
 */
export const RedeemRequest = Schema.Struct({
  requestId: RequestId,
  rewardId: Id,
  quantity: Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: MAX_REDEEM_QUANTITY })),
  paymentPassword: PaymentPassword,
})
export const RedeemReply = Schema.Struct({ redemption: Redemption, balance: Points })
export type RedeemReply = typeof RedeemReply.Type

/** POST /wps/relay/MCS2_getRedeemPointList: newest first. */
export const RedeemListRequest = Schema.Struct({
  page: Schema.optionalKey(PageNumber),
  pageSize: Schema.optionalKey(PageSize),
  status: Schema.optionalKey(RedeemStatus),
})
export const RedeemListReply = Schema.Struct({ list: Schema.Array(Redemption), total: Schema.Int, page: Schema.Int, pageSize: Schema.Int })
export type RedeemListReply = typeof RedeemListReply.Type

// ---- convert ----

/** POST /wps/relay/passwordCheck/MCS2_convertPoint (encrypted): `points` offered; the same `requestId` again changes nothing. */
export const ConvertRequest = Schema.Struct({
  requestId: RequestId,
  points: Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 1_000_000_000 })),
  paymentPassword: PaymentPassword,
})
/**
 * `changedPoints` taken (the largest multiple of the ratio's points within what was offered),
 * `amount` credited to the main wallet (minor units, exact: no rounding), `remainder` the
 * offered points left unconverted, `balance` the points after.
 */
export const ConvertReply = Schema.Struct({ changedPoints: Points, amount: Minor, remainder: Points, balance: Points })
export type ConvertReply = typeof ConvertReply.Type

// ---- point transactions ----

export const PointEntryKind = Schema.Literals(['earn', 'redeem', 'convert', 'adjust', 'refund'])
export type PointEntryKind = typeof PointEntryKind.Type

/**
 * POST /wps/relay/ODSFE2_MemTransDet: the member's point movements in whole days `from`..`to`
 * (YYYY-MM-DD in the member's zone, `tzOffsetMinutes` east of UTC), at most RECORDS_MAX_DAYS.
 */
export const PointTransactionsRequest = Schema.Struct({
  from: Day,
  to: Day,
  tzOffsetMinutes: Schema.optionalKey(TzOffset),
  page: Schema.optionalKey(PageNumber),
  pageSize: Schema.optionalKey(PageSize),
  kinds: Schema.optionalKey(Schema.Array(PointEntryKind).check(Schema.isMaxLength(PointEntryKind.literals.length))),
})
export const PointTransaction = Schema.Struct({
  id: Schema.String,
  time: Schema.Int,
  kind: PointEntryKind,
  /** Signed: + in, − out. */
  changedPoints: Points,
  /** The balance after it. */
  balance: Points,
  /** What it was for (redemption id, bets counted, operator reason...): strings and numbers only. */
  detail: Schema.Record(Schema.String, Schema.Union([Schema.String, Schema.Number])),
})
export type PointTransaction = typeof PointTransaction.Type
export const PointTransactionsReply = Schema.Struct({ list: Schema.Array(PointTransaction), total: Schema.Int, page: Schema.Int, pageSize: Schema.Int })
export type PointTransactionsReply = typeof PointTransactionsReply.Type

// ---- VIP ----

/** One level of the VIP table; `label` is the memberLabel the header shows, `club` the clubLabel. */
export const VipLevel = Schema.Struct({
  level: Schema.Int,
  label: Schema.String,
  club: Schema.String,
  /** Valid bets in the period that reach this level (minor units). */
  requiredBet: Minor,
  /** Rebate rate in basis points (50 = 0.5%). */
  rebateBp: Schema.Int,
  withdrawDailyCount: Schema.Int,
  withdrawDailyMax: Minor,
  /** Multiplier on points earned, percent (100 = ×1). */
  pointMultiplierPct: Schema.Int,
  birthdayBonus: Minor,
})
export type VipLevel = typeof VipLevel.Type

/** GET /wps/relay/MCS2_getVipLevels (no token): the level table and the period its bets count over. */
export const VipLevelsReply = Schema.Struct({ levels: Schema.Array(VipLevel), periodDays: Schema.Int })
export type VipLevelsReply = typeof VipLevelsReply.Type

/**
 * GET /wps/relay/MCS2_getVipInfo: the member's level (as the last recompute set it), the next
 * one, and the valid bets of the last `periodDays` days now; `remaining` what is left to bet
 * for the next level (0 when reached, waiting for the next recompute), `percent` 0..100.
 */
export const VipInfoReply = Schema.Struct({
  level: VipLevel,
  next: Schema.NullOr(VipLevel),
  periodDays: Schema.Int,
  validBet: Minor,
  remaining: Minor,
  percent: Schema.Int,
  levels: Schema.Array(VipLevel),
})
export type VipInfoReply = typeof VipInfoReply.Type
