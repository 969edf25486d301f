import { AgentEndpoints, call, type TeamOverviewReply } from '@/shared/api'
import { tzOffsetMinutes, useListWithTotals, type DateRange, type FetchPageWithTotals } from '@/shared/list'
import { sessionToken } from '@/entities/session'
import { agentKeys } from '../../model/keys.ts'

export type OverviewDay = TeamOverviewReply['days'][number]
export type OverviewSums = Omit<TeamOverviewReply, 'days'>

/** At most 92 days in a range, so one "page" holds every day. */
const ALL_DAYS = 100

/** The team's days of the range as the one page; the rest of the reply is the range's sums. */
const fetchDays: FetchPageWithTotals<DateRange, OverviewDay, OverviewSums> = async ({ filter: range, signal }) => {
  const body = { from: range.from, to: range.to, tzOffsetMinutes: tzOffsetMinutes() }
  const { days, ...sums } = await call(AgentEndpoints.teamOverview, { token: sessionToken() ?? '', body, signal })
  return { rows: days, total: days.length, totals: sums }
}

/**
 * The team's figures for the chosen days through the list kit's paged query (loading, failure
 * and retry, a late reply for a range already left never shown): the days are its one page, the sums
 * count only while their range is still the one chosen.
 */
export function useTeamOverview(range: DateRange) {
  const { list, totals } = useListWithTotals(agentKeys.teamOverview(), fetchDays, range, { pageSize: ALL_DAYS })
  return { list, sums: totals }
}
