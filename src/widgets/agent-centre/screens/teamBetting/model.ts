import { useCallback, useState } from 'react'
import { AgentEndpoints, call, type TeamBet } from '@/shared/api'
import { usePagedList, type DateRange, type FetchPage } from '@/shared/list'
import { sessionToken } from '@/entities/session'
import { tzOffsetMinutes } from '../common/index.ts'

/** What the agent chose: the days, one downline ('' for the whole team) and a game type ('' for all). */
export interface TeamBetFilter {
  readonly range: DateRange
  readonly account: string
  readonly gameType: string
}

export interface Sums { readonly stake: number; readonly win: number; readonly profit: number; readonly count: number }

/** Team betting's list (the list kit's machine) and the totals of the filter shown. */
export function useTeamBets(filter: TeamBetFilter) {
  const [totals, setTotals] = useState<{ key: string; totals: Sums } | null>(null)
  const fetchPage = useCallback<FetchPage<TeamBetFilter, TeamBet>>(async ({ filter: f, page, pageSize }) => {
    const body = {
      from: f.range.from, to: f.range.to, tzOffsetMinutes: tzOffsetMinutes(), page, pageSize,
      ...(f.account ? { account: f.account } : {}), ...(f.gameType ? { gameType: f.gameType } : {}),
    }
    const reply = await call(AgentEndpoints.teamBets, { token: sessionToken() ?? '', body })
    setTotals({ key: JSON.stringify(f), totals: reply.totals })
    return { rows: reply.list, total: reply.total }
  }, [])
  const list = usePagedList(fetchPage, filter, { pageSize: 10 })
  const shown = totals !== null && totals.key === JSON.stringify(filter) && (list.status === 'ready' || list.status === 'empty') ? totals.totals : null
  return { list, totals: shown }
}
