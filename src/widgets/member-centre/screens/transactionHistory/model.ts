import { useCallback } from 'react'
import { Endpoints, call, type AccountMovement, type LedgerKind } from '@/shared/api'
import { tzOffsetMinutes, usePagedList, type DateRange, type FetchPage } from '@/shared/list'
import { sessionToken } from '@/entities/session'

/** What the member chose: the days, and the kinds of movement (none chosen: every kind). */
export interface MovementFilter {
  readonly range: DateRange
  readonly kinds: readonly LedgerKind[]
}

/** ODSFE2_accountRecord for one page of the filter. */
export const fetchMovements: FetchPage<MovementFilter, AccountMovement> = async ({ filter, page, pageSize }) => {
  const body = {
    from: filter.range.from, to: filter.range.to, tzOffsetMinutes: tzOffsetMinutes(), page, pageSize,
    ...(filter.kinds.length > 0 ? { kinds: filter.kinds } : {}),
  }
  const reply = await call(Endpoints.accountRecord, { token: sessionToken() ?? '', body })
  return { rows: reply.list, total: reply.total }
}

/** The account record's list (the list kit's machine). */
export function useAccountRecord(filter: MovementFilter) {
  const fetchPage = useCallback<FetchPage<MovementFilter, AccountMovement>>((q) => fetchMovements(q), [])
  return usePagedList(fetchPage, filter, { pageSize: 10 })
}
