import { useCallback, useState } from 'react'
import { AgentEndpoints, call, type TeamOverviewReply } from '@/shared/api'
import { usePagedList, type DateRange, type FetchPage } from '@/shared/list'
import { sessionToken } from '@/entities/session'
import { tzOffsetMinutes } from '../common/index.ts'

export type OverviewDay = TeamOverviewReply['days'][number]
export type OverviewSums = Omit<TeamOverviewReply, 'days'>

/** At most 92 days in a range, so one "page" holds every day. */
const ALL_DAYS = 100

export const fetchOverview = (range: DateRange): Promise<TeamOverviewReply> =>
  call(AgentEndpoints.teamOverview, { token: sessionToken() ?? '', body: { from: range.from, to: range.to, tzOffsetMinutes: tzOffsetMinutes() } })

/**
 * The team's figures for the chosen days through the list kit's machine (loading, failure and
 * retry, a late reply for a range already left dropped): the days are its one page, the sums
 * count only while their range is still the one chosen.
 */
export function useTeamOverview(range: DateRange) {
  const [sums, setSums] = useState<{ key: string; sums: OverviewSums } | null>(null)
  const fetchPage = useCallback<FetchPage<DateRange, OverviewDay>>(async ({ filter }) => {
    const { days, ...rest } = await fetchOverview(filter)
    setSums({ key: JSON.stringify(filter), sums: rest })
    return { rows: days, total: days.length }
  }, [])
  const list = usePagedList(fetchPage, range, { pageSize: ALL_DAYS })
  const shown = sums !== null && sums.key === JSON.stringify(range) && list.status === 'ready' ? sums.sums : null
  return { list, sums: shown }
}
