import { call, RecordsEndpoints, type BetRecord, type BettingRecordReply } from '@/shared/api'
import { tzOffsetMinutes, useListWithTotals, type DateRange, type FetchPageWithTotals } from '@/shared/list'
import { sessionToken } from '@/entities/session'
import { memberCentreKeys } from '../../model/keys.ts'

/** What the member chose: the days, and a game type and vendor ('' for all). */
export interface BetFilter {
  readonly range: DateRange
  readonly gameType: string
  readonly vendor: string
}

/** ODSFE2_bettingRecord for one page of the filter; the totals of the whole filter come with every page. */
const fetchBets: FetchPageWithTotals<BetFilter, BetRecord, BettingRecordReply['totals']> = async ({ filter, page, pageSize, signal }) => {
  const body = {
    from: filter.range.from, to: filter.range.to, tzOffsetMinutes: tzOffsetMinutes(), page, pageSize,
    ...(filter.gameType ? { gameType: filter.gameType } : {}), ...(filter.vendor ? { vendor: filter.vendor } : {}),
  }
  const reply = await call(RecordsEndpoints.bettingRecord, { token: sessionToken() ?? '', body, signal })
  return { rows: reply.list, total: reply.total, totals: reply.totals }
}

/** The betting record's list (the list kit's paged query) and the totals of the filter shown. */
export const useBettingRecord = (filter: BetFilter) => useListWithTotals(memberCentreKeys.bettingRecord(), fetchBets, filter, { pageSize: 10 })
