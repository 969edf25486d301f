import { useMemo, useState } from 'react'
import { hashKey, keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query'
import { pageCountOf } from './pagination.ts'

/** One page of a list, as the page's call answers it. */
export interface ListPage<Row> {
  readonly rows: readonly Row[]
  /** Rows matching the filter, on every page. */
  readonly total: number
}

/** What a page's call is asked: the filter, the page (1-based) and its size. */
export interface PageQuery<Filter> {
  readonly filter: Filter
  readonly page: number
  readonly pageSize: number
  /** Aborted when nobody shows the page any more. */
  readonly signal?: AbortSignal
}

/** Asks the server for one page of rows matching the filter (a reply may carry more, e.g. totals). */
export type FetchPage<Filter, Row, Reply extends ListPage<Row> = ListPage<Row>> = (query: PageQuery<Filter>) => Promise<Reply>

export type ListStatus = 'loading' | 'ready' | 'empty' | 'failed'

export interface PagedListView<Row> {
  readonly status: ListStatus
  readonly rows: readonly Row[]
  readonly page: number
  readonly pageSize: number
  readonly pageCount: number
  readonly total: number
  /** The last load's failure (a contract failure, for its text), or null. */
  readonly failure: unknown
  readonly setPage: (page: number) => void
  readonly retry: () => void
  /** Asks for the page shown again (a refresh button; a change the app makes invalidates the key instead). */
  readonly refresh: () => void
}

export interface PagedQueryOptions<Row, Reply extends ListPage<Row>> {
  readonly pageSize?: number
  /** How often to read the page again, from what it shows (e.g. while a request is pending); false: never. */
  readonly refetchInterval?: (reply: Reply | undefined) => number | false
}

export const DEFAULT_PAGE_SIZE = 10

/** The key of one page of a list: the list's key, then the filter, then the page. */
const pageKey = (listKey: QueryKey, filter: unknown, page: number, pageSize: number): QueryKey => [...listKey, { filter }, { page, pageSize }]

/**
 * A list's numbered pages through the app's query cache. `listKey` names the list (from its
 * slice's keys, so an action invalidates it), `fetchPage` is its call, `filter` what the
 * member chose (compared by value). A new filter goes back to page 1. While a page loads the
 * list shows a skeleton of the rows shown before and a disabled pager (`keepPreviousData`
 * holds them); a reply for a filter already left lands under its own key and never shows.
 * Returns the page's whole reply too (`reply`: the totals or the heading some calls send with
 * every page): the filter's last one while another of its pages loads, null while a new
 * filter loads or after a failure.
 *
 *     const { list } = usePagedQuery(memberCentreKeys.bettingRecord(), fetchBets, { range, gameType })
 *     return <PagedList list={list} columns={6}>{(rows) => <BetTable rows={rows} />}</PagedList>
 */
export function usePagedQuery<Filter, Row, Reply extends ListPage<Row> = ListPage<Row>>(
  listKey: QueryKey,
  fetchPage: FetchPage<Filter, Row, Reply>,
  filter: Filter,
  options: PagedQueryOptions<Row, Reply> = {},
): { list: PagedListView<Row>; reply: Reply | null } {
  const pageSize = options.pageSize ?? DEFAULT_PAGE_SIZE
  const filterHash = hashKey([filter])
  const [chosen, setChosen] = useState({ filterHash, page: 1 })
  const page = chosen.filterHash === filterHash ? chosen.page : 1
  const { refetchInterval } = options
  const query = useQuery({
    queryKey: pageKey(listKey, filter, page, pageSize),
    queryFn: ({ signal }) => fetchPage({ filter, page, pageSize, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: refetchInterval ? (q) => refetchInterval(q.state.data) : undefined,
  })
  const { data, error, isPlaceholderData, isFetching, isError, refetch } = query
  // A retry of a failure is loading again; rows held from another page or filter are a skeleton.
  const status: ListStatus =
    isError && !isFetching ? 'failed' : data === undefined || isPlaceholderData || isError ? 'loading' : data.rows.length > 0 ? 'ready' : 'empty'
  const total = data?.total ?? 0
  const pageCount = pageCountOf(total, pageSize)
  const list = useMemo<PagedListView<Row>>(
    () => ({
      status,
      rows: data?.rows ?? [],
      page,
      pageSize,
      pageCount,
      total,
      failure: isError ? error : null,
      setPage: (next: number) => {
        if (next !== page && next >= 1 && next <= Math.max(1, pageCount)) setChosen({ filterHash, page: next })
      },
      retry: () => void refetch(),
      refresh: () => void refetch(),
    }),
    [status, data, page, pageSize, pageCount, total, isError, error, filterHash, refetch],
  )
  // The last reply of this filter, held while another of its pages loads (React's state from the previous render).
  const settled = status === 'ready' || status === 'empty' ? data : undefined
  const [held, setHeld] = useState<{ filterHash: string; reply: Reply } | null>(null)
  if (settled !== undefined && held?.reply !== settled) setHeld({ filterHash, reply: settled })
  const reply = settled ?? (status === 'loading' && held?.filterHash === filterHash ? held.reply : null)
  return { list, reply }
}
