import { useCallback, useState } from 'react'
import { Endpoints, call, type BetRecord } from '@/shared/api'
import { usePagedList, type DateRange, type FetchPage } from '@/shared/list'
import { sessionToken } from '@/entities/session'
import { tzOffsetMinutes } from '../records/index.ts'

/** What the member chose: the days, and a game type and vendor ('' for all). */
export interface BetFilter {
  readonly range: DateRange
  readonly gameType: string
  readonly vendor: string
}

export interface BetTotals {
  readonly stake: number
  readonly win: number
  readonly profit: number
  readonly count: number
}

/** ODSFE2_bettingRecord for one page of the filter; the totals of the whole filter come with every page. */
export async function fetchBets(filter: BetFilter, page: number, pageSize: number) {
  const body = {
    from: filter.range.from, to: filter.range.to, tzOffsetMinutes: tzOffsetMinutes(), page, pageSize,
    ...(filter.gameType ? { gameType: filter.gameType } : {}), ...(filter.vendor ? { vendor: filter.vendor } : {}),
  }
  return call(Endpoints.bettingRecord, { token: sessionToken() ?? '', body })
}

/**
 * The betting record's list (the list kit's machine) and the totals of the filter shown: the
 * totals of a reply count only while its filter is still the one chosen.
 */
export function useBettingRecord(filter: BetFilter) {
  const [totals, setTotals] = useState<{ key: string; totals: BetTotals } | null>(null)
  const fetchPage = useCallback<FetchPage<BetFilter, BetRecord>>(async (q) => {
    const reply = await fetchBets(q.filter, q.page, q.pageSize)
    setTotals({ key: JSON.stringify(q.filter), totals: reply.totals })
    return { rows: reply.list, total: reply.total }
  }, [])
  const list = usePagedList(fetchPage, filter, { pageSize: 10 })
  const shown = totals !== null && totals.key === JSON.stringify(filter) && (list.status === 'ready' || list.status === 'empty') ? totals.totals : null
  return { list, totals: shown }
}
