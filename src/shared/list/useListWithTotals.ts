import type { QueryKey } from '@tanstack/react-query'
import { usePagedQuery, type FetchPage, type ListPage, type PagedListView, type PagedQueryOptions } from './usePagedQuery.ts'

/** Asks for one page of rows, with figures over the whole filter (its totals) in the same reply. */
export type FetchPageWithTotals<Filter, Row, Totals> = FetchPage<Filter, Row, ListPage<Row> & { readonly totals: Totals }>

export interface ListWithTotals<Row, Totals> {
  readonly list: PagedListView<Row>
  /** The totals of the filter shown, or null while its rows load (or failed). */
  readonly totals: Totals | null
}

/**
 * A paged list (usePagedQuery) whose every reply also carries totals over the filter: they
 * show with the page they came with, so a late reply for a filter already left never shows
 * its figures over the new rows.
 *
 *     const { list, totals } = useListWithTotals(agentKeys.teamBets(), fetchTeamBets, filter, { pageSize: 10 })
 */
export function useListWithTotals<Filter, Row, Totals>(
  listKey: QueryKey,
  fetchPage: FetchPageWithTotals<Filter, Row, Totals>,
  filter: Filter,
  options: PagedQueryOptions<Row, ListPage<Row> & { readonly totals: Totals }> = {},
): ListWithTotals<Row, Totals> {
  const { list, reply } = usePagedQuery(listKey, fetchPage, filter, options)
  return { list, totals: reply?.totals ?? null }
}
