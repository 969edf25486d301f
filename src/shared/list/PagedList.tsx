import type { ReactNode } from 'react'
import { EmptyState, ErrorState, ListSkeleton } from './ListStates.tsx'
import { Pagination } from './Pagination.tsx'
import type { PagedListView } from './usePagedQuery.ts'

/**
 * A list's states in one place: the skeleton while a page loads (`columns` wide, a page of
 * rows high), the rows (`children`), the empty state, the failure with a retry, and the pager
 * under the rows.
 */
export function PagedList<Row>({ list, columns, emptyMessage, children }: { list: PagedListView<Row>; columns: number; emptyMessage?: string; children: (rows: readonly Row[]) => ReactNode }) {
  return (
    <div className="tl-paged-list" data-testid="paged-list" data-status={list.status}>
      {list.status === 'failed' ? (
        <ErrorState failure={list.failure} onRetry={list.retry} />
      ) : list.status === 'empty' ? (
        <EmptyState message={emptyMessage} />
      ) : list.status === 'ready' ? (
        children(list.rows)
      ) : (
        <ListSkeleton rows={Math.min(list.pageSize, list.rows.length || list.pageSize)} columns={columns} />
      )}
      {/* Under rows (or the next page's skeleton); a failure or an empty list has no pages to choose. */}
      {(list.status === 'ready' || list.status === 'loading') && <Pagination page={list.page} pageCount={list.pageCount} onChange={list.setPage} disabled={list.status === 'loading'} />}
    </div>
  )
}
