import { describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import { VirtualGrid } from './VirtualGrid.tsx'

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
})
