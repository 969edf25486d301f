import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { elementScroll, useVirtualizer, type Rect, type Virtualizer } from '@tanstack/react-virtual'

export interface VirtualGridProps<T> {
  readonly items: readonly T[]
  readonly keyOf: (item: T) => string
  /** `index` is the item's place in the whole list (0 = the first, top left). */
  readonly renderItem: (item: T, index: number) => ReactNode
  /** Height of one row of cards, gap included (px). */
  readonly rowHeight: number
  /** Narrowest a column may be (px); the grid fits as many as the width allows. */
  readonly minColumnWidth: number
  /** Height of the scrolling viewport (px). */
  readonly height: number
  /** Rows rendered beyond the visible ones, above and below. */
  readonly overscan?: number
  readonly label: string
  readonly className?: string
  readonly testId?: string
  /**
   * How many items the whole list has when only its first `items` are loaded: the scrollbar
   * spans them all, and the rows not loaded yet show placeholders.
   */
  readonly total?: number
  /** Called when the rows in view (overscan included) reach past the loaded items. */
  readonly onNeedMore?: () => void
  /**
   * The grid's width before its first layout, from the window's (default: the window's
   * width): the first render builds the cards that width holds, and the grid is measured
   * once laid out, rendering again only if the measure holds another number of columns.
   */
  readonly guessWidth?: (windowWidth: number) => number
}

/** Width assumed where nothing is laid out (jsdom). */
const FALLBACK_WIDTH = 960

/** How many columns of at least `minColumnWidth` a width holds. */
const columnsIn = (minColumnWidth: number, width: number) => Math.max(1, Math.floor(width / minColumnWidth))

/** True when `next` is `previous` with more items after it (the rest of a list arriving). */
function grows<T>(previous: readonly T[], next: readonly T[], keyOf: (item: T) => string): boolean {
  if (previous.length === 0 || next.length < previous.length) return false
  const last = previous.length - 1
  return keyOf(next[0]) === keyOf(previous[0]) && keyOf(next[last]) === keyOf(previous[last])
}

/**
 * The viewport's size for the virtualizer, only as the page's own layout reports it
 * (ResizeObserver): TanStack's default reads the element's size as it subscribes, which lays
 * the page out in the middle of the first render. The height is the one the grid is given.
 */
function observeLaidOutRect(height: () => number, onWidth: (width: number) => void) {
  return (instance: Virtualizer<HTMLDivElement, Element>, report: (rect: Rect) => void) => {
    const el = instance.scrollElement
    if (!el || typeof ResizeObserver === 'undefined') return
    const ro = new ResizeObserver(() => {
      const width = el.clientWidth || FALLBACK_WIDTH
      onWidth(width)
      report({ width, height: height() })
    })
    ro.observe(el)
    return () => ro.disconnect()
  }
}

/**
 * Moves the viewport only when the written offset is not the one it is at: the virtualizer
 * writes its current offset when it attaches (0, where a new viewport is already), and any
 * write lays the whole page out in the middle of the first render.
 */
const scrollWhenMoved: typeof elementScroll = (offset, options, instance) => {
  if (options.behavior !== 'smooth' && offset + (options.adjustments ?? 0) === instance.scrollOffset) return
  elementScroll(offset, options, instance)
}

/**
 * A grid that renders only the rows in view (plus a few): 10,000 games cost the DOM what
 * a screenful costs. A row virtualizer (TanStack Virtual) over rows of as many columns as
 * the viewport's width holds; the viewport scrolls by itself, and the list's height keeps
 * the scrollbar true to the whole list.
 */
export function VirtualGrid<T>({ items, keyOf, renderItem, rowHeight, minColumnWidth, height, overscan = 2, label, className, testId, total, onNeedMore, guessWidth = (w) => w }: VirtualGridProps<T>) {
  const viewport = useRef<HTMLDivElement>(null)
  // Guessed from the window, not measured: reading the grid's width in its first render laid
  // the whole page out in the middle of that render (a quarter of the first screen's longest
  // task on a phone), and the cards waited for a second render. The measure comes with the
  // page's own layout, and a different number of columns renders again.
  const [firstWidth] = useState(() => guessWidth(window.innerWidth || FALLBACK_WIDTH))
  const [columns, setColumns] = useState(() => columnsIn(minColumnWidth, firstWidth))
  const latest = useRef({ height, minColumnWidth })
  useLayoutEffect(() => {
    latest.current = { height, minColumnWidth }
  })
  const [observeRect] = useState(() =>
    observeLaidOutRect(() => latest.current.height, (width) => setColumns(columnsIn(latest.current.minColumnWidth, width))),
  )

  const count = Math.max(items.length, total ?? 0)
  const rows = Math.ceil(count / columns)
  const virtualizer = useVirtualizer({
    count: rows,
    getScrollElement: () => viewport.current,
    estimateSize: () => rowHeight,
    overscan,
    initialRect: { width: firstWidth, height },
    observeElementRect: observeRect,
    scrollToFn: scrollWhenMoved,
  })

  // A new list (search, another vendor) starts at its top; the rest of the same list arriving
  // keeps the place. Not on mount, where the grid is at its top already: setting scrollTop lays
  // the page out there and then, in the middle of the first render.
  const [shownItems, setShownItems] = useState(items)
  const [listStart, setListStart] = useState(items)
  if (shownItems !== items) {
    setShownItems(items)
    if (!grows(shownItems, items, keyOf)) setListStart(items)
  }
  const firstList = useRef(listStart)
  useLayoutEffect(() => {
    if (viewport.current && listStart !== firstList.current) viewport.current.scrollTop = 0
  }, [listStart])

  const inView = virtualizer.getVirtualItems()
  const first = inView[0]?.index ?? 0
  const last = inView.length > 0 ? inView[inView.length - 1]!.index + 1 : 0
  const visible = items.slice(first * columns, last * columns)
  const waiting = Math.max(0, Math.min(last * columns, count) - Math.max(first * columns, items.length))
  const needMore = waiting > 0
  useEffect(() => {
    if (needMore) onNeedMore?.()
  }, [needMore, onNeedMore])

  return (
    <div
      ref={viewport}
      className={['tl-vgrid', className].filter(Boolean).join(' ')}
      style={{ height, overflowY: 'auto', position: 'relative' }}
      data-testid={testId}
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      <ul
        className="tl-vgrid__list"
        style={{
          height: virtualizer.getTotalSize(),
          paddingTop: inView[0]?.start ?? 0,
          boxSizing: 'border-box',
          display: 'grid',
          gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
          gridAutoRows: rowHeight,
          alignContent: 'start',
          margin: 0,
          listStyle: 'none',
        }}
      >
        {/* Only a window of the list is in the DOM: each item tells its place in the whole list. */}
        {visible.map((item, i) => (
          <li key={keyOf(item)} className="tl-vgrid__cell" aria-setsize={count} aria-posinset={first * columns + i + 1}>
            {renderItem(item, first * columns + i)}
          </li>
        ))}
        {/* Rows in view whose items are still on their way. */}
        {Array.from({ length: waiting }, (_, i) => (
          <li key={`waiting-${i}`} className="tl-vgrid__cell tl-vgrid__cell--waiting tl-skeleton" aria-hidden="true" data-testid="vgrid-waiting" />
        ))}
      </ul>
    </div>
  )
}
