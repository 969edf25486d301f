import { AgentEndpoints, call, type MemberProfit, type MemberProfitReply } from '@/shared/api'
import { tzOffsetMinutes, useListWithTotals, type DateRange, type FetchPageWithTotals } from '@/shared/list'
import { sessionToken } from '@/entities/session'
import { agentKeys } from '../../model/keys.ts'

export interface ProfitFilter { readonly range: DateRange; readonly search: string }

/** One page of the downlines' P&L, with the team's totals over the filter. */
const fetchMemberProfit: FetchPageWithTotals<ProfitFilter, MemberProfit, MemberProfitReply['totals']> = async ({ filter: f, page, pageSize, signal }) => {
  const body = { from: f.range.from, to: f.range.to, tzOffsetMinutes: tzOffsetMinutes(), page, pageSize, ...(f.search ? { search: f.search } : {}) }
  const reply = await call(AgentEndpoints.memberProfit, { token: sessionToken() ?? '', body, signal })
  return { rows: reply.list, total: reply.total, totals: reply.totals }
}

/** User P&L's list (the list kit's paged query) and the totals of the filter shown. */
export const useMemberProfit = (filter: ProfitFilter) => useListWithTotals(agentKeys.memberProfit(), fetchMemberProfit, filter, { pageSize: 10 })
