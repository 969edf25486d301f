import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { act, render, screen } from '@testing-library/react'
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

  it('builds the cards the window\'s width holds in its first render, without laying the page out', () => {
    // A phone: 390 px wide, two columns of at least 160 px.
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(390)
    const widthRead = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get')
    const scrollSet = vi.spyOn(HTMLElement.prototype, 'scrollTop', 'set')
    // jsdom has no element scrollTo, which the virtualizer calls when it can.
    const scrollTo = vi.fn()
    const own = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'scrollTo')
    Object.defineProperty(HTMLElement.prototype, 'scrollTo', { value: scrollTo, configurable: true, writable: true })
    onTestFinished(() => {
      if (own) Object.defineProperty(HTMLElement.prototype, 'scrollTo', own)
      else delete (HTMLElement.prototype as Partial<HTMLElement>).scrollTo
    })
    const built: number[] = []
    const items = Array.from({ length: 500 }, (_, i) => `game ${i + 1}`)
    render(<VirtualGrid items={items} keyOf={(s) => s} renderItem={(s, i) => (built.push(i), s)} rowHeight={100} minColumnWidth={160} height={400} label="Games" />)
    // Four rows in view and two below, of two cards each, built once.
    expect(screen.getAllByRole('listitem')).toHaveLength(12)
    expect(built).toEqual(Array.from({ length: 12 }, (_, i) => i))
    // Reading the grid's width, or setting its scroll, would lay the page out mid-render.
    expect(widthRead).not.toHaveBeenCalled()
    expect(scrollSet).not.toHaveBeenCalled()
    expect(scrollTo).not.toHaveBeenCalled()
  })

  it('renders again with the columns its laid-out width holds, and not when they are the same', () => {
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(1024)
    let width = 1000
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => width)
    const observers: Array<() => void> = []
    vi.stubGlobal('ResizeObserver', class {
      constructor(private readonly callback: () => void) {}
      observe() { observers.push(() => this.callback()) }
      disconnect() {}
    })
    let renders = 0
    const items = Array.from({ length: 500 }, (_, i) => `game ${i + 1}`)
    // The grid sits in a page narrower than the window: the guess says so.
    render(<VirtualGrid items={items} keyOf={(s) => s} renderItem={(s) => (renders++, s)} rowHeight={100} minColumnWidth={160} height={400} label="Games" guessWidth={(w) => w - 24} />)
    expect(screen.getAllByRole('listitem')).toHaveLength(36)
    const firstRender = renders
    // Laid out as guessed: six columns either way, nothing is built again.
    act(() => observers.forEach((o) => o()))
    expect(renders).toBe(firstRender)
    // Laid out narrower than guessed (a modal's grid): four columns of six rows.
    width = 700
    act(() => observers.forEach((o) => o()))
    expect(screen.getAllByRole('listitem')).toHaveLength(24)
    vi.unstubAllGlobals()
  })
})
