/**
 * The operator API of points and VIP: earning rates per game type and the convert ratio, the
 * reward catalogue (add, edit, withdraw), physical redemptions to approve or reject (a
 * rejection refunds the points), a member's points adjusted with a reason, the VIP level table
 * and period, and a VIP recompute now. Spread into `AdminEndpoints` (contract.ts); routes in
 * points.ts; every change is journaled with the operator (journal.ts).
 */
import { Schema } from 'effect'
import { LocalizedText, PointRewardKind, RedeemStatus, VipLevel } from '../../src/shared/api/index.ts'

const Text = (max: number) => Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(max))
const LocalizedInput = (max: number) => Schema.Struct({
  en: Text(max), ty: Schema.optionalKey(Text(max)), cn: Schema.optionalKey(Text(max)), th: Schema.optionalKey(Text(max)), vi: Schema.optionalKey(Text(max)),
})
const Amount = Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 1_000_000_000_00 }))
const AmountOrZero = Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 1_000_000_000_00 }))
const Count = Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 1_000_000_000 }))
const IdParams = Schema.Struct({ id: Schema.NumberFromString.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: 2_147_483_647 })) })
const RedemptionParams = Schema.Struct({ id: Schema.String.check(Schema.isPattern(/^[1-9]\d{0,17}$/)) })
export const GAME_TYPE_PATTERN = /^[A-Z0-9_]{1,32}$/
const GameTypeParams = Schema.Struct({ gameType: Schema.String.check(Schema.isPattern(GAME_TYPE_PATTERN)) })
const LevelParams = Schema.Struct({ level: Schema.NumberFromString.check(Schema.isInt(), Schema.isBetween({ minimum: 0, maximum: 99 })) })
/** Thousandths of a point per 100.00 of valid bet (1000 = 1 point per 100.00); 0 earns nothing. */
export const MAX_RATE_MILLI = 1_000_000

// ---- rates and ratio ----

export const AdminPointConfig = Schema.Struct({
  rates: Schema.Array(Schema.Struct({ gameType: Schema.String, rateMilli: Schema.Int, updatedBy: Schema.String, updatedAt: Schema.String })),
  convert: Schema.Struct({ points: Schema.Int, amount: Schema.Int, minimum: Schema.Int, updatedBy: Schema.String, updatedAt: Schema.String }),
})
export type AdminPointConfig = typeof AdminPointConfig.Type
export const PointRateBody = Schema.Struct({ rateMilli: Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: MAX_RATE_MILLI })) })
/** `points` points give `amount` minor units; at least `minimum` points (>= points) per conversion. */
export const PointConvertBody = Schema.Struct({
  points: Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 1_000_000 })),
  amount: Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 1_000_000_00 })),
  minimum: Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 1_000_000_000 })),
})

// ---- catalogue ----

export const AdminPointReward = Schema.Struct({
  id: Schema.Int, kind: PointRewardKind, name: LocalizedText, image: Schema.String, points: Schema.Int, creditAmount: Schema.NullOr(Schema.Int),
  betRequirement: Schema.Int, stock: Schema.NullOr(Schema.Int), memberLimit: Schema.NullOr(Schema.Int), status: Schema.Literals(['on', 'withdrawn']),
  sort: Schema.Int, updatedBy: Schema.String, updatedAt: Schema.String,
})
export type AdminPointReward = typeof AdminPointReward.Type
export const PointRewardListReply = Schema.Struct({ rewards: Schema.Array(AdminPointReward) })
const Image = Schema.String.check(Schema.isMaxLength(500), Schema.isPattern(/^(|\/[^\s]*|https:\/\/[^\s]+)$/))
export const PointRewardAddBody = Schema.Struct({
  kind: PointRewardKind,
  name: LocalizedInput(120),
  image: Schema.optionalKey(Image),
  points: Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 1_000_000_000 })),
  /** credit rewards: the money one redeem credits (minor units); items: absent. */
  creditAmount: Schema.optionalKey(Amount),
  /** Valid bets (all time, minor units) the member must have placed; default 0. */
  betRequirement: Schema.optionalKey(AmountOrZero),
  /** Absent or null: no stock limit. */
  stock: Schema.optionalKey(Schema.NullOr(Count)),
  /** Absent or null: no limit per member. */
  memberLimit: Schema.optionalKey(Schema.NullOr(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 1_000_000 })))),
  sort: Schema.optionalKey(Schema.Int.check(Schema.isBetween({ minimum: -1_000_000, maximum: 1_000_000 }))),
})
/** Only what is given changes; the kind stays. `status: withdrawn` takes it off the mall (history keeps it). */
export const PointRewardEditBody = Schema.Struct({
  name: Schema.optionalKey(LocalizedInput(120)),
  image: Schema.optionalKey(Image),
  points: Schema.optionalKey(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 1_000_000_000 }))),
  creditAmount: Schema.optionalKey(Amount),
  betRequirement: Schema.optionalKey(AmountOrZero),
  stock: Schema.optionalKey(Schema.NullOr(Count)),
  memberLimit: Schema.optionalKey(Schema.NullOr(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 1_000_000 })))),
  sort: Schema.optionalKey(Schema.Int.check(Schema.isBetween({ minimum: -1_000_000, maximum: 1_000_000 }))),
  status: Schema.optionalKey(Schema.Literals(['on', 'withdrawn'])),
})

// ---- redemptions ----

export const AdminRedemption = Schema.Struct({
  id: Schema.String, account: Schema.String, rewardId: Schema.Int, name: Schema.String, kind: PointRewardKind, quantity: Schema.Int, points: Schema.Int,
  status: RedeemStatus, reason: Schema.NullOr(Schema.String), createdAt: Schema.String, decidedAt: Schema.NullOr(Schema.String),
})
export type AdminRedemption = typeof AdminRedemption.Type
export const RedemptionListReply = Schema.Struct({ redemptions: Schema.Array(AdminRedemption) })
export const RedemptionDecideBody = Schema.Struct({ decision: Schema.Literals(['approve', 'reject']), reason: Schema.optionalKey(Text(500)) })

export const PointsAdjustBody = Schema.Struct({
  account: Text(64),
  /** Signed, never 0: + gives points, − takes them (never below zero: POINTS_INSUFFICIENT). */
  points: Schema.Int.check(Schema.isBetween({ minimum: -1_000_000_000, maximum: 1_000_000_000 })),
  reason: Text(500),
})
export const PointsAdjustReply = Schema.Struct({ account: Schema.String, points: Schema.Int, balance: Schema.Int })
export type PointsAdjustReply = typeof PointsAdjustReply.Type

// ---- VIP ----

export const AdminVipLevels = Schema.Struct({ levels: Schema.Array(VipLevel), periodDays: Schema.Int })
export type AdminVipLevels = typeof AdminVipLevels.Type
export const VipLevelBody = Schema.Struct({
  label: Schema.String.check(Schema.isPattern(/^[A-Za-z0-9 _-]{1,32}$/)),
  club: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(64))),
  requiredBet: AmountOrZero,
  rebateBp: Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 10_000 })),
  withdrawDailyCount: Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 1000 })),
  withdrawDailyMax: Amount,
  pointMultiplierPct: Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 1000 })),
  birthdayBonus: AmountOrZero,
})
export const VipPeriodBody = Schema.Struct({ days: Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 366 })) })
export const VipRecomputeReply = Schema.Struct({ runKey: Schema.String, members: Schema.Int, changed: Schema.Int })
export type VipRecomputeReply = typeof VipRecomputeReply.Type

export const pointsAdminEndpoints = {
  pointConfig: { method: 'GET', path: '/admin/points/config', reply: AdminPointConfig, auth: 'none', encrypted: false },
  pointRateSet: { method: 'PUT', path: '/admin/points/rates/:gameType', params: GameTypeParams, body: PointRateBody, reply: AdminPointConfig, auth: 'none', encrypted: false },
  pointConvertSet: { method: 'PUT', path: '/admin/points/convert', body: PointConvertBody, reply: AdminPointConfig, auth: 'none', encrypted: false },
  pointRewardList: { method: 'GET', path: '/admin/points/rewards', reply: PointRewardListReply, auth: 'none', encrypted: false },
  pointRewardAdd: { method: 'POST', path: '/admin/points/rewards', body: PointRewardAddBody, reply: AdminPointReward, auth: 'none', encrypted: false },
  pointRewardEdit: { method: 'PUT', path: '/admin/points/rewards/:id', params: IdParams, body: PointRewardEditBody, reply: AdminPointReward, auth: 'none', encrypted: false },
  redemptionList: { method: 'GET', path: '/admin/points/redemptions', reply: RedemptionListReply, auth: 'none', encrypted: false },
  redemptionDecide: {
    method: 'PUT', path: '/admin/points/redemptions/:id', params: RedemptionParams, body: RedemptionDecideBody, reply: AdminRedemption, auth: 'none', encrypted: false,
  },
  pointsAdjust: { method: 'POST', path: '/admin/points/adjust', body: PointsAdjustBody, reply: PointsAdjustReply, auth: 'none', encrypted: false },
  vipLevelList: { method: 'GET', path: '/admin/vip/levels', reply: AdminVipLevels, auth: 'none', encrypted: false },
  vipLevelSet: { method: 'PUT', path: '/admin/vip/levels/:level', params: LevelParams, body: VipLevelBody, reply: AdminVipLevels, auth: 'none', encrypted: false },
  vipPeriodSet: { method: 'PUT', path: '/admin/vip/period', body: VipPeriodBody, reply: AdminVipLevels, auth: 'none', encrypted: false },
  vipRecompute: { method: 'POST', path: '/admin/vip/recompute', reply: VipRecomputeReply, auth: 'none', encrypted: false },
} as const
