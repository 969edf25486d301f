import { useCallback, useState } from 'react'
import { AgentEndpoints, call, type MemberProfit, type MemberProfitReply } from '@/shared/api'
import { usePagedList, type DateRange, type FetchPage } from '@/shared/list'
import { sessionToken } from '@/entities/session'
import { tzOffsetMinutes } from '../common/index.ts'

export interface ProfitFilter { readonly range: DateRange; readonly search: string }
type Sums = MemberProfitReply['totals']

/** User P&L's list (the list kit's machine) and the totals of the filter shown. */
export function useMemberProfit(filter: ProfitFilter) {
  const [totals, setTotals] = useState<{ key: string; totals: Sums } | null>(null)
  const fetchPage = useCallback<FetchPage<ProfitFilter, MemberProfit>>(async ({ filter: f, page, pageSize }) => {
    const body = { from: f.range.from, to: f.range.to, tzOffsetMinutes: tzOffsetMinutes(), page, pageSize, ...(f.search ? { search: f.search } : {}) }
    const reply = await call(AgentEndpoints.memberProfit, { token: sessionToken() ?? '', body })
    setTotals({ key: JSON.stringify(f), totals: reply.totals })
    return { rows: reply.list, total: reply.total }
  }, [])
  const list = usePagedList(fetchPage, filter, { pageSize: 10 })
  const shown = totals !== null && totals.key === JSON.stringify(filter) && (list.status === 'ready' || list.status === 'empty') ? totals.totals : null
  return { list, totals: shown }
}
