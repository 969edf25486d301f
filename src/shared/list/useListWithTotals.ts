import { useCallback, useState } from 'react'
import { usePagedList, type FetchPage, type ListPage, type PagedListView } from './usePagedList.ts'

/** Asks for one page of rows, with figures over the whole filter (its totals) in the same reply. */
export type FetchPageWithTotals<Filter, Row, Totals> = (query: Parameters<FetchPage<Filter, Row>>[0]) => Promise<ListPage<Row> & { readonly totals: Totals }>

export interface ListWithTotals<Row, Totals> {
  readonly list: PagedListView<Row>
  /** The totals of the filter shown, or null while its rows load (or failed). */
  readonly totals: Totals | null
}

/**
 * A paged list (usePagedList) whose every reply also carries totals over the filter: the
 * totals of a reply are shown only while its filter is still the one chosen and its page is in,
 * so a late reply for a filter already left never shows its figures over the new rows.
 *
 *     const { list, totals } = useListWithTotals(fetchTeamBets, filter, { pageSize: 10 })
 */
export function useListWithTotals<Filter, Row, Totals>(fetchPage: FetchPageWithTotals<Filter, Row, Totals>, filter: Filter, options: { pageSize?: number } = {}): ListWithTotals<Row, Totals> {
  const [latest, setLatest] = useState<{ key: string; totals: Totals } | null>(null)
  const fetchRows = useCallback<FetchPage<Filter, Row>>(
    async (query) => {
      const { rows, total, totals } = await fetchPage(query)
      setLatest({ key: JSON.stringify(query.filter), totals })
      return { rows, total }
    },
    [fetchPage],
  )
  const list = usePagedList(fetchRows, filter, options)
  const current = latest !== null && latest.key === JSON.stringify(filter) && (list.status === 'ready' || list.status === 'empty')
  return { list, totals: current ? latest.totals : null }
}
