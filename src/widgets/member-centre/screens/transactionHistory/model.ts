import { call, RecordsEndpoints, type AccountMovement, type LedgerKind } from '@/shared/api'
import { tzOffsetMinutes, usePagedQuery, type DateRange, type FetchPage } from '@/shared/list'
import { sessionToken } from '@/entities/session'
import { memberCentreKeys } from '../../model/keys.ts'

/** What the member chose: the days, and the kinds of movement (none chosen: every kind). */
export interface MovementFilter {
  readonly range: DateRange
  readonly kinds: readonly LedgerKind[]
}

/** ODSFE2_accountRecord for one page of the filter. */
export const fetchMovements: FetchPage<MovementFilter, AccountMovement> = async ({ filter, page, pageSize, signal }) => {
  const body = {
    from: filter.range.from, to: filter.range.to, tzOffsetMinutes: tzOffsetMinutes(), page, pageSize,
    ...(filter.kinds.length > 0 ? { kinds: filter.kinds } : {}),
  }
  const reply = await call(RecordsEndpoints.accountRecord, { token: sessionToken() ?? '', body, signal })
  return { rows: reply.list, total: reply.total }
}

/** The account record's list (the list kit's paged query). */
export const useAccountRecord = (filter: MovementFilter) => usePagedQuery(memberCentreKeys.accountRecord(), fetchMovements, filter, { pageSize: 10 }).list
