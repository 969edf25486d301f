import { useEffect, useMemo, useRef } from 'react'
import { useActorRef, useSelector } from '@xstate/react'
import { fromPromise } from 'xstate'
import { pagedListMachine, type PageQuery, type PageReply } from '@machines/pagedList.machine.ts'
import { pageCountOf } from './pagination.ts'

/** One page of a list, as the page's call answers it. */
export interface ListPage<Row> {
  readonly rows: readonly Row[]
  /** Rows matching the filter, on every page. */
  readonly total: number
}

/** Asks the server for one page (1-based) of rows matching the filter. */
export type FetchPage<Filter, Row> = (query: { readonly filter: Filter; readonly page: number; readonly pageSize: number }) => Promise<ListPage<Row>>

export type ListStatus = 'idle' | 'loading' | 'ready' | 'empty' | 'failed'

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
  /** Loads the page shown again (after the member changed something in it). */
  readonly refresh: () => void
}

/**
 * A list's pages through the `pagedList` machine (machines/pagedList.machine.ts), hosted by
 * the component that shows the list: `fetchPage` is its call, `filter` what the member chose
 * (compared by value, so a new object with the same dates asks nothing). A new filter goes
 * back to page 1; a reply for a filter already left is dropped.
 *
 *     const list = usePagedList(fetchBets, { range, gameType })
 *     return <PagedList list={list} columns={6}>{(rows) => <BetTable rows={rows} />}</PagedList>
 */
export function usePagedList<Filter, Row>(fetchPage: FetchPage<Filter, Row>, filter: Filter, options: { pageSize?: number } = {}): PagedListView<Row> {
  // The newest call (it may close over a new token); the machine is provided once.
  const latest = useRef(fetchPage)
  useEffect(() => {
    latest.current = fetchPage
  }, [fetchPage])
  const logic = useMemo(
    () => pagedListMachine.provide({ actors: { fetchPage: fromPromise<PageReply, PageQuery>(({ input }) => latest.current(input as Parameters<FetchPage<Filter, Row>>[0])) } }),
    [],
  )
  const actor = useActorRef(logic, { input: { pageSize: options.pageSize } })
  const key = JSON.stringify(filter)
  useEffect(() => {
    const f = JSON.parse(key) as Filter
    actor.send(actor.getSnapshot().matches('idle') ? { type: 'list.opened', filter: f } : { type: 'filter.changed', filter: f })
  }, [actor, key])
  const status = useSelector(actor, (s) => s.value as ListStatus)
  const context = useSelector(actor, (s) => s.context)
  return useMemo(
    () => ({
      status,
      rows: context.rows as readonly Row[],
      page: context.page,
      pageSize: context.pageSize,
      pageCount: pageCountOf(context.total, context.pageSize),
      total: context.total,
      failure: context.failure,
      setPage: (page: number) => actor.send({ type: 'page.changed', page }),
      retry: () => actor.send({ type: 'list.retried' }),
      refresh: () => actor.send({ type: 'list.refreshed' }),
    }),
    [actor, status, context],
  )
}
