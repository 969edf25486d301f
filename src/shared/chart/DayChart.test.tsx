import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { render } from '@testing-library/react'
import { DayChart, type DaySeries } from './DayChart.tsx'

// uPlot needs a canvas, which jsdom lacks: the test stands in for it and checks what it is given.
const made = vi.hoisted(() => ({ charts: [] as { opts: Record<string, unknown>; data: unknown[]; destroyed: boolean }[] }))
vi.mock('uplot', () => {
  class FakePlot {
    static paths = { bars: (o: unknown) => ({ bars: o }) }
    entry: (typeof made.charts)[number]
    constructor(opts: Record<string, unknown>, data: unknown[]) {
      this.entry = { opts, data, destroyed: false }
      made.charts.push(this.entry)
    }
    setSize() {}
    destroy() {
      this.entry.destroyed = true
    }
  }
  return { default: FakePlot }
})
// jsdom has no ResizeObserver; the stub goes after each test, so no other file's screen meets it.
beforeEach(() => {
  vi.stubGlobal('ResizeObserver', class { observe() {} disconnect() {} })
})

afterEach(() => {
  made.charts = []
  vi.unstubAllGlobals()
})

const money = (minor: number) => (minor / 100).toFixed(2)

describe('DayChart', () => {
  it('draws each day at its UTC midnight, the series in major units, a line and signed bars', () => {
    const series: DaySeries[] = [
      { kind: 'line', label: 'Bets', values: [1000, 2500], colour: '--tl-gold' },
      { kind: 'signedBars', label: 'P&L', values: [-300, 450], maxBarWidth: 30 },
    ]
    const { getByTestId } = render(<DayChart dates={['2026-03-01', '2026-03-02']} series={series} formatAmount={money} axisWidth={76} className="box" testId="chart" />)
    expect(getByTestId('chart')).toHaveAttribute('aria-hidden', 'true')
    const [chart] = made.charts
    expect(chart!.data).toEqual([[Date.UTC(2026, 2, 1) / 1000, Date.UTC(2026, 2, 2) / 1000], [10, 25], [-3, 4.5]])
    const opts = chart!.opts as { height: number; axes: { size?: number; values: (u: unknown, t: number[]) => string[] }[]; series: Record<string, unknown>[] }
    expect(opts.height).toBe(220)
    expect(opts.axes[1]!.size).toBe(76)
    expect(opts.axes[1]!.values(null, [12.5])).toEqual(['12.50'])
    expect(opts.axes[0]!.values(null, [Date.UTC(2026, 2, 1) / 1000])).toEqual(['03-01'])
    expect(opts.series[1]).toMatchObject({ label: 'Bets', stroke: '#f5c542', width: 2 })
    expect(opts.series[2]).toMatchObject({ label: 'P&L', paths: { bars: { size: [0.6, 30] } } })
  })

  it('draws again only when what it shows changes, and cleans up', () => {
    const dates = ['2026-03-01']
    const series: DaySeries[] = [{ kind: 'signedBars', label: 'P&L', values: [100], maxBarWidth: 40 }]
    const { rerender, unmount } = render(<DayChart dates={dates} series={series} formatAmount={money} axisWidth={70} className="box" testId="chart" />)
    rerender(<DayChart dates={dates} series={series} formatAmount={money} axisWidth={70} className="box" testId="chart" />)
    expect(made.charts).toHaveLength(1)
    rerender(<DayChart dates={dates} series={[...series]} formatAmount={money} axisWidth={70} className="box" testId="chart" />)
    expect(made.charts).toHaveLength(2)
    expect(made.charts[0]!.destroyed).toBe(true)
    unmount()
    expect(made.charts[1]!.destroyed).toBe(true)
  })
})
