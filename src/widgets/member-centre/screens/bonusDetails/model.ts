import { call, RewardsEndpoints, type BonusDetailsReply, type RewardSource } from '@/shared/api'
import { rangeInstants, useListWithTotals, type DateRange, type FetchPageWithTotals } from '@/shared/list'
import { sessionToken } from '@/entities/session'
import { memberCentreKeys } from '../../model/keys.ts'

export type BonusEntry = BonusDetailsReply['list'][number]
export type BonusTotals = BonusDetailsReply['totals']

export interface BonusFilter {
  readonly range: DateRange
  /** null: every source. */
  readonly source: RewardSource | null
}

/** One page of the received bonuses, with the totals by source over the whole filter. */
const fetchBonuses: FetchPageWithTotals<BonusFilter, BonusEntry, BonusTotals> = async ({ filter: f, page, pageSize, signal }) => {
  const { start, end } = rangeInstants(f.range)
  const reply = await call(RewardsEndpoints.bonusDetails, { token: sessionToken() ?? '', body: { page, pageSize, from: start, to: end, ...(f.source ? { source: f.source } : {}) }, signal })
  return { rows: reply.list, total: reply.total, totals: reply.totals }
}

/** The received bonuses for a filter, through the list kit, with the totals of the filter shown. */
export const useBonusDetails = (filter: BonusFilter) => useListWithTotals(memberCentreKeys.bonusDetails(), fetchBonuses, filter, { pageSize: 10 })
