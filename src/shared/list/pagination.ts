/** The pager's layout (spec §9): 3 pages around the current one, 1 at each end, a gap between. */
export const PAGE_RANGE = 3
export const MARGIN_PAGES = 1

export type PageItem = number | 'gap'

/**
 * The buttons of a pager for `current` of `count` pages (1-based): the first and last
 * `margin` pages, `range` pages around the current one (shifted at the ends so there are
 * always `range`), and a gap where pages are left out. A gap would hide one page only: that
 * page is shown instead.
 */
export function pageItems(current: number, count: number, range = PAGE_RANGE, margin = MARGIN_PAGES): PageItem[] {
  if (count <= 0) return []
  const at = Math.min(Math.max(current, 1), count)
  let start = Math.max(1, at - Math.floor((range - 1) / 2))
  const end = Math.min(count, start + range - 1)
  start = Math.max(1, end - range + 1)
  const pages = new Set<number>()
  for (let p = 1; p <= Math.min(margin, count); p++) pages.add(p)
  for (let p = Math.max(1, count - margin + 1); p <= count; p++) pages.add(p)
  for (let p = start; p <= end; p++) pages.add(p)
  const sorted = [...pages].sort((a, b) => a - b)
  const items: PageItem[] = []
  for (const p of sorted) {
    const last = items.at(-1)
    if (typeof last === 'number' && p - last === 2) items.push(last + 1)
    else if (typeof last === 'number' && p - last > 2) items.push('gap')
    items.push(p)
  }
  return items
}

export const pageCountOf = (total: number, pageSize: number): number => Math.max(0, Math.ceil(total / pageSize))
