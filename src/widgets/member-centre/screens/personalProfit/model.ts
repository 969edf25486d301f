import { useCallback, useState } from 'react'
import { Endpoints, call, type PersonalProfitReply } from '@/shared/api'
import { usePagedList, type DateRange, type FetchPage } from '@/shared/list'
import { sessionToken } from '@/entities/session'
import { tzOffsetMinutes } from '../records/index.ts'

export type ProfitDay = PersonalProfitReply['days'][number]
type Summary = Pick<PersonalProfitReply, 'byGameType' | 'totals'>

/** At most 92 days in a range, so one "page" holds every day. */
const ALL_DAYS = 100

/** ODSFE2_personalProfit: every day of the range (zeros included), the totals by game type and overall. */
export const fetchProfit = (range: DateRange): Promise<PersonalProfitReply> =>
  call(Endpoints.personalProfit, { token: sessionToken() ?? '', body: { from: range.from, to: range.to, tzOffsetMinutes: tzOffsetMinutes() } })

/**
 * The P&L of the chosen days through the list kit's machine (loading, failure and retry, a
 * late reply for a range already left dropped): the days are its one page; the totals of a
 * reply count only while its range is still the one chosen.
 */
export function usePersonalProfit(range: DateRange) {
  const [summary, setSummary] = useState<{ key: string; summary: Summary } | null>(null)
  const fetchPage = useCallback<FetchPage<DateRange, ProfitDay>>(async ({ filter }) => {
    const reply = await fetchProfit(filter)
    setSummary({ key: JSON.stringify(filter), summary: { byGameType: reply.byGameType, totals: reply.totals } })
    return { rows: reply.days, total: reply.days.length }
  }, [])
  const list = usePagedList(fetchPage, range, { pageSize: ALL_DAYS })
  const shown = summary !== null && summary.key === JSON.stringify(range) && list.status === 'ready' ? summary.summary : null
  return { list, summary: shown }
}
