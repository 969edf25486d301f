import { AgentEndpoints, call, type TeamBet, type TeamBetsReply } from '@/shared/api'
import { tzOffsetMinutes, useListWithTotals, type DateRange, type FetchPageWithTotals } from '@/shared/list'
import { sessionToken } from '@/entities/session'
import { agentKeys } from '../../model/keys.ts'

/** What the agent chose: the days, one downline ('' for the whole team) and a game type ('' for all). */
export interface TeamBetFilter {
  readonly range: DateRange
  readonly account: string
  readonly gameType: string
}

/** One page of the team's bets, with the totals of the whole filter. */
const fetchTeamBets: FetchPageWithTotals<TeamBetFilter, TeamBet, TeamBetsReply['totals']> = async ({ filter: f, page, pageSize, signal }) => {
  const body = {
    from: f.range.from, to: f.range.to, tzOffsetMinutes: tzOffsetMinutes(), page, pageSize,
    ...(f.account ? { account: f.account } : {}), ...(f.gameType ? { gameType: f.gameType } : {}),
  }
  const reply = await call(AgentEndpoints.teamBets, { token: sessionToken() ?? '', body, signal })
  return { rows: reply.list, total: reply.total, totals: reply.totals }
}

/** Team betting's list (the list kit's paged query) and the totals of the filter shown. */
export const useTeamBets = (filter: TeamBetFilter) => useListWithTotals(agentKeys.teamBets(), fetchTeamBets, filter, { pageSize: 10 })
