// The list kit for every list of the member and agent centres (README.md beside this file). Its own
// segment, not part of @/shared/ui: only lazy pages import it, so it stays out of the first route.
import './list.css'
import './records.css'

export { PAGE_RANGE, MARGIN_PAGES, pageItems, pageCountOf, type PageItem } from './pagination.ts'
export { DatePresets, presetRange, presetOf, rangeInstants, type DatePreset, type DateRange } from './dateRange.ts'
export { Pagination } from './Pagination.tsx'
export { DateRangePicker } from './DateRangePicker.tsx'
export { ListSkeleton, EmptyState, ErrorState, LIST_ROW_HEIGHT } from './ListStates.tsx'
export { PagedList } from './PagedList.tsx'
export { usePagedQuery, DEFAULT_PAGE_SIZE, type FetchPage, type PageQuery, type ListPage, type ListStatus, type PagedListView, type PagedQueryOptions } from './usePagedQuery.ts'
export { useListWithTotals, type FetchPageWithTotals, type ListWithTotals } from './useListWithTotals.ts'
export { tzOffsetMinutes, recordRange, signedClass } from './records.ts'
export { RecordTable, type RecordColumn } from './RecordTable.tsx'
export { Totals } from './Totals.tsx'
export { BetTotals, type BetSums } from './BetTotals.tsx'
export { RecordPage } from './RecordPage.tsx'
export { GameTypeField, useGameTypeName } from './GameTypeField.tsx'
