// The member's points and VIP level (spec §3 "Points"; the point mall and the VIP page read them).
export { pointsKeys } from './api/keys.ts'
export {
  pointBalanceQuery, pointRewardsQuery, pointConfigQuery, vipInfoQuery, vipLevelsQuery, fetchRedemptions, fetchPointTransactions,
  type RedemptionFilter, type PointTransactionFilter,
} from './api/queries.ts'
export { redeemReward, convertPoints, type RedeemOrder, type ConvertOrder } from './api/calls.ts'
export { previewConversion, fewestConvertible, type ConvertRule, type ConversionPreview } from './lib/conversion.ts'
