import { queryOptions } from '@tanstack/react-query'
import { call, PointsEndpoints, type PointEntryKind, type PointTransaction, type Redemption, type RedeemStatus } from '@/shared/api'
import type { DateRange, FetchPage } from '@/shared/list'
import { pointsKeys } from './keys.ts'

/** The member's point balance (MCS2_getPointBalance). */
export const pointBalanceQuery = (token: string) =>
  queryOptions({ queryKey: pointsKeys.balance(), queryFn: ({ signal }) => call(PointsEndpoints.pointBalance, { token, signal }) })

/** The rewards on offer with the member's balance and valid bets (MCS2_getPointReward). */
export const pointRewardsQuery = (token: string) =>
  queryOptions({ queryKey: pointsKeys.rewards(), queryFn: ({ signal }) => call(PointsEndpoints.pointRewards, { token, body: {}, signal }) })

/** The conversion ratio, minimum and earning rates (MCS2_getPointConfig). */
export const pointConfigQuery = (token: string) =>
  queryOptions({ queryKey: pointsKeys.config(), queryFn: ({ signal }) => call(PointsEndpoints.pointConfig, { token, signal }) })

/** The member's level and progress (MCS2_getVipInfo). */
export const vipInfoQuery = (token: string) =>
  queryOptions({ queryKey: pointsKeys.vipInfo(), queryFn: ({ signal }) => call(PointsEndpoints.vipInfo, { token, signal }) })

/** The public VIP level table (MCS2_getVipLevels). */
export const vipLevelsQuery = () =>
  queryOptions({ queryKey: pointsKeys.vipLevels(), queryFn: ({ signal }) => call(PointsEndpoints.vipLevels, { signal }) })

/** The redeem history's filter: a status, or every one. */
export interface RedemptionFilter {
  readonly token: string
  readonly status: RedeemStatus | null
}

/** One page of the redeem history (MCS2_getRedeemPointList), newest first. */
export const fetchRedemptions: FetchPage<RedemptionFilter, Redemption> = async ({ filter, page, pageSize, signal }) => {
  const body = { page, pageSize, ...(filter.status ? { status: filter.status } : {}) }
  const reply = await call(PointsEndpoints.redeemList, { token: filter.token, body, signal })
  return { rows: reply.list, total: reply.total }
}

/** The point transactions' filter: the days (in the viewer's zone) and the kinds (none: every kind). */
export interface PointTransactionFilter {
  readonly token: string
  readonly range: DateRange
  readonly tzOffsetMinutes: number
  readonly kinds: readonly PointEntryKind[]
}

/** One page of the point movements (ODSFE2_MemTransDet). */
export const fetchPointTransactions: FetchPage<PointTransactionFilter, PointTransaction> = async ({ filter, page, pageSize, signal }) => {
  const body = {
    from: filter.range.from, to: filter.range.to, tzOffsetMinutes: filter.tzOffsetMinutes, page, pageSize,
    ...(filter.kinds.length > 0 ? { kinds: [...filter.kinds] } : {}),
  }
  const reply = await call(PointsEndpoints.pointTransactions, { token: filter.token, body, signal })
  return { rows: reply.list, total: reply.total }
}
