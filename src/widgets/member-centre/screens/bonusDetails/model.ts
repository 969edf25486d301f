import { useCallback, useState } from 'react'
import { Endpoints, call, type BonusDetailsReply, type RewardSource } from '@/shared/api'
import { rangeInstants, usePagedList, type DateRange, type FetchPage } from '@/shared/list'
import { sessionToken } from '@/entities/session'

export type BonusEntry = BonusDetailsReply['list'][number]
export type BonusTotals = BonusDetailsReply['totals']

export interface BonusFilter {
  readonly range: DateRange
  /** null: every source. */
  readonly source: RewardSource | null
}

/**
 * The received bonuses for a filter, through the list kit; the totals by source (over the
 * whole filter, in every page's reply) are kept beside it for the filter they belong to.
 */
export function useBonusDetails(filter: BonusFilter) {
  const [totals, setTotals] = useState<{ key: string; totals: BonusTotals } | null>(null)
  const fetchPage: FetchPage<BonusFilter, BonusEntry> = useCallback(async ({ filter: f, page, pageSize }) => {
    const { start, end } = rangeInstants(f.range)
    const reply = await call(Endpoints.bonusDetails, { token: sessionToken() ?? '', body: { page, pageSize, from: start, to: end, ...(f.source ? { source: f.source } : {}) } })
    setTotals({ key: JSON.stringify(f), totals: reply.totals })
    return { rows: reply.list, total: reply.total }
  }, [])
  const list = usePagedList(fetchPage, filter, { pageSize: 10 })
  return { list, totals: totals?.key === JSON.stringify(filter) ? totals.totals : null }
}
