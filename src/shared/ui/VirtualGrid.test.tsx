import { afterEach, describe, expect, it, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import { VirtualGrid } from './VirtualGrid.tsx'

afterEach(() => vi.restoreAllMocks())

describe('virtual grid', () => {
  it('tells assistive technology each item\'s place in the whole list, not only in the rendered window', () => {
    const items = Array.from({ length: 500 }, (_, i) => `game ${i + 1}`)
    render(<VirtualGrid items={items} keyOf={(s) => s} renderItem={(s) => s} rowHeight={100} minColumnWidth={160} height={400} label="Games" />)
    const list = screen.getByRole('list')
    // A list has no rows (aria-rowcount belongs to grids and tables).
    expect(list).not.toHaveAttribute('aria-rowcount')
    const shown = screen.getAllByRole('listitem')
    expect(shown.length).toBeLessThan(items.length)
    expect(shown[0]).toHaveAttribute('aria-posinset', '1')
    for (const li of shown) expect(li).toHaveAttribute('aria-setsize', '500')
    expect(shown.at(-1)).toHaveAttribute('aria-posinset', String(shown.length))
  })

  it('builds only the cards its measured width holds, never a wider guess first', () => {
    // A phone: 390 px wide, two columns of at least 160 px.
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(390)
    const built: number[] = []
    const items = Array.from({ length: 500 }, (_, i) => `game ${i + 1}`)
    render(<VirtualGrid items={items} keyOf={(s) => s} renderItem={(s, i) => (built.push(i), s)} rowHeight={100} minColumnWidth={160} height={400} label="Games" />)
    // Four rows in view and two below, of two cards each.
    expect(screen.getAllByRole('listitem')).toHaveLength(12)
    expect(Math.max(...built)).toBe(11)
  })
})
