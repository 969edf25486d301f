import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react'

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
}

/** Width assumed where nothing is laid out (jsdom). */
const FALLBACK_WIDTH = 960

/**
 * A grid that renders only the rows in view (plus a few): 10,000 games cost the DOM what
 * a screenful costs. The viewport scrolls by itself; a spacer keeps the scrollbar true to
 * the whole list. Columns follow the viewport's width (ResizeObserver).
 */
/** True when `next` is `previous` with more items after it (the rest of a list arriving). */
function grows<T>(previous: readonly T[], next: readonly T[], keyOf: (item: T) => string): boolean {
  if (previous.length === 0 || next.length < previous.length) return false
  const last = previous.length - 1
  return keyOf(next[0]) === keyOf(previous[0]) && keyOf(next[last]) === keyOf(previous[last])
}

export function VirtualGrid<T>({ items, keyOf, renderItem, rowHeight, minColumnWidth, height, overscan = 2, label, className, testId, total, onNeedMore }: VirtualGridProps<T>) {
  const viewport = useRef<HTMLDivElement>(null)
  // Unknown until measured: the cards wait for it (a guess of 960 px built 25 cards for a phone
  // that shows 10, then threw most of them away in the same task).
  const [width, setWidth] = useState<number | null>(null)
  const [scrollTop, setScrollTop] = useState(0)

  useLayoutEffect(() => {
    const el = viewport.current
    if (!el) return
    const measure = () => setWidth(el.clientWidth || FALLBACK_WIDTH)
    measure()
    if (typeof ResizeObserver === 'undefined') return
    const ro = new ResizeObserver(measure)
    ro.observe(el)
    return () => ro.disconnect()
  }, [])

  // A new list (search, another vendor) starts at its top: adjusted while rendering, so a
  // keystroke costs one commit, not two. The rest of the same list arriving keeps the place.
  const [shownItems, setShownItems] = useState(items)
  const [listStart, setListStart] = useState(items)
  if (shownItems !== items) {
    setShownItems(items)
    if (!grows(shownItems, items, keyOf)) {
      setListStart(items)
      setScrollTop(0)
    }
  }
  useLayoutEffect(() => {
    if (viewport.current) viewport.current.scrollTop = 0
  }, [listStart])

  const columns = Math.max(1, Math.floor((width ?? FALLBACK_WIDTH) / minColumnWidth))
  const count = Math.max(items.length, total ?? 0)
  const rows = Math.ceil(count / columns)
  const first = Math.max(0, Math.floor(scrollTop / rowHeight) - overscan)
  const last = Math.min(rows, Math.ceil((scrollTop + height) / rowHeight) + overscan)
  const visible = width === null ? [] : items.slice(first * columns, last * columns)
  const waiting = width === null ? 0 : Math.max(0, Math.min(last * columns, count) - Math.max(first * columns, items.length))
  const needMore = waiting > 0
  useEffect(() => {
    if (needMore) onNeedMore?.()
  }, [needMore, onNeedMore])

  return (
    <div
      ref={viewport}
      className={['tl-vgrid', className].filter(Boolean).join(' ')}
      style={{ height, overflowY: 'auto', position: 'relative' }}
      onScroll={(e) => setScrollTop(e.currentTarget.scrollTop)}
      data-testid={testId}
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      <ul
        className="tl-vgrid__list"
        style={{
          height: rows * rowHeight,
          paddingTop: first * rowHeight,
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
