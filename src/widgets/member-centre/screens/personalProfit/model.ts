import { call, RecordsEndpoints, type PersonalProfitReply } from '@/shared/api'
import { tzOffsetMinutes, useListWithTotals, type DateRange, type FetchPageWithTotals } from '@/shared/list'
import { sessionToken } from '@/entities/session'
import { memberCentreKeys } from '../../model/keys.ts'

export type ProfitDay = PersonalProfitReply['days'][number]
type Summary = Pick<PersonalProfitReply, 'byGameType' | 'totals'>

/** At most 92 days in a range, so one "page" holds every day. */
const ALL_DAYS = 100

/**
 * ODSFE2_personalProfit: every day of the range (zeros included) as the one page; the totals
 * by game type and overall are its summary.
 */
const fetchDays: FetchPageWithTotals<DateRange, ProfitDay, Summary> = async ({ filter: range, signal }) => {
  const body = { from: range.from, to: range.to, tzOffsetMinutes: tzOffsetMinutes() }
  const reply = await call(RecordsEndpoints.personalProfit, { token: sessionToken() ?? '', body, signal })
  return { rows: reply.days, total: reply.days.length, totals: { byGameType: reply.byGameType, totals: reply.totals } }
}

/**
 * The P&L of the chosen days through the list kit's paged query (loading, failure and retry,
 * a late reply for a range already left never shown): the days are its one page; the totals of a
 * reply count only while its range is still the one chosen.
 */
export function usePersonalProfit(range: DateRange) {
  const { list, totals } = useListWithTotals(memberCentreKeys.personalProfit(), fetchDays, range, { pageSize: ALL_DAYS })
  return { list, summary: totals }
}
