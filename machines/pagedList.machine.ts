import { assign, fromPromise, setup } from 'xstate'

/**
 * One page of a list from the server (every list of the member and agent centres): the
 * filter the member chose (dates, type...) and the page number, the rows of that page and
 * the total, so the pager knows how many pages there are (spec §9).
 *
 * A new filter starts again on page 1. A filter or page chosen while a page is loading
 * replaces that load: the invoked `fetchPage` is stopped, so a late reply for the old
 * filter never shows. A failure keeps the filter and page for `list.retried`.
 *
 * `fetchPage` (the call, with the session token) is provided by whoever shows the list
 * (`usePagedList` in src/shared/ui/list).
 */
export interface PageQuery {
  readonly filter: unknown
  /** 1-based. */
  readonly page: number
  readonly pageSize: number
}

export interface PageReply {
  readonly rows: readonly unknown[]
  /** Rows matching the filter, on every page. */
  readonly total: number
}

export interface PagedListContext {
  readonly filter: unknown
  readonly page: number
  readonly pageSize: number
  readonly rows: readonly unknown[]
  readonly total: number
  /** The last load's failure (kept for its text), null after a success. */
  readonly failure: unknown
}

export type PagedListEvent =
  | { type: 'list.opened'; filter: unknown }
  | { type: 'filter.changed'; filter: unknown }
  | { type: 'page.changed'; page: number }
  | { type: 'list.retried' }
  | { type: 'list.refreshed' }

export const DEFAULT_PAGE_SIZE = 10

export const pagedListMachine = setup({
  types: {
    context: {} as PagedListContext,
    events: {} as PagedListEvent,
    input: {} as { pageSize?: number } | undefined,
  },
  actors: {
    fetchPage: fromPromise<PageReply, PageQuery>(() => Promise.reject(new Error('fetchPage is provided by the list'))),
  },
  guards: {
    /** A page of the list other than the one shown. */
    isOtherPage: ({ context, event }) => event.type === 'page.changed' && event.page !== context.page && event.page >= 1 && event.page <= Math.max(1, Math.ceil(context.total / context.pageSize)),
    hasRows: ({ event }) => (event as unknown as { output: PageReply }).output.rows.length > 0,
  },
  actions: {
    takeFilter: assign({ filter: ({ context, event }) => ('filter' in event ? event.filter : context.filter), page: 1 }),
    takePage: assign({ page: ({ context, event }) => (event.type === 'page.changed' ? event.page : context.page) }),
  },
}).createMachine({
  id: 'pagedList',
  context: ({ input }) => ({ filter: null, page: 1, pageSize: input?.pageSize ?? DEFAULT_PAGE_SIZE, rows: [], total: 0, failure: null }),
  initial: 'idle',
  on: {
    // From any state: the load in flight (if any) is stopped, its reply never arrives.
    'filter.changed': { target: '.loading', reenter: true, actions: 'takeFilter' },
  },
  states: {
    /** Nothing asked yet (the page has not shown the list). */
    idle: {
      on: { 'list.opened': { target: 'loading', actions: 'takeFilter' } },
    },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'fetchPage',
        src: 'fetchPage',
        input: ({ context }) => ({ filter: context.filter, page: context.page, pageSize: context.pageSize }),
        onDone: [
          { guard: 'hasRows', target: 'ready', actions: assign({ rows: ({ event }) => event.output.rows, total: ({ event }) => event.output.total, failure: null }) },
          { target: 'empty', actions: assign({ rows: [], total: 0, failure: null }) },
        ],
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => event.error }) },
      },
      on: {
        // Another page while one loads: that page's load replaces this one.
        'page.changed': { guard: 'isOtherPage', target: 'loading', reenter: true, actions: 'takePage' },
      },
    },
    /** A page with rows. */
    ready: {
      on: {
        'page.changed': { guard: 'isOtherPage', target: 'loading', actions: 'takePage' },
        'list.refreshed': 'loading',
      },
    },
    /** Nothing matches the filter. */
    empty: {
      on: { 'list.refreshed': 'loading' },
    },
    failed: {
      on: { 'list.retried': 'loading' },
    },
  },
})
