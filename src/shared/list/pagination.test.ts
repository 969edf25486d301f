import { describe, expect, it } from 'vitest'
import { pageCountOf, pageItems } from './pagination.ts'

describe('pager layout (spec §9: page range 3, margin 1)', () => {
  it('shows every page when they fit', () => {
    expect(pageItems(1, 1)).toEqual([1])
    expect(pageItems(3, 5)).toEqual([1, 2, 3, 4, 5])
    expect(pageItems(1, 0)).toEqual([])
  })

  it('shows 3 pages around the current one, the first and last, and gaps', () => {
    expect(pageItems(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20])
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 'gap', 20])
    expect(pageItems(20, 20)).toEqual([1, 'gap', 18, 19, 20])
  })

  it('shows a lone hidden page instead of a gap', () => {
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20])
    expect(pageItems(17, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20])
  })

  it('counts pages from the total', () => {
    expect(pageCountOf(0, 10)).toBe(0)
    expect(pageCountOf(10, 10)).toBe(1)
    expect(pageCountOf(11, 10)).toBe(2)
  })
})
