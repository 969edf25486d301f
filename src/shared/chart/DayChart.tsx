import 'uplot/dist/uPlot.min.css'
import { useEffect, useRef } from 'react'
import uPlot from 'uplot'
import { dayTicks } from './dayTicks.ts'

/** One series of a day chart, in minor units: a line in a theme colour, or bars green above zero and red below. */
export type DaySeries =
  | { readonly kind: 'line'; readonly label: string; readonly values: readonly number[]; readonly colour: ThemeColour }
  | { readonly kind: 'signedBars'; readonly label: string; readonly values: readonly number[]; readonly maxBarWidth: number }

/** The theme's custom properties a chart paints with, and what it uses where one is not set. */
const FALLBACK = { '--tl-muted': '#aab4c8', '--tl-border': '#2b3752', '--tl-gold': '#f5c542', '--tl-success': '#5ee0a0', '--tl-danger': '#ff8080' } as const
export type ThemeColour = keyof typeof FALLBACK

const HEIGHT = 220

/** Midnight UTC of a YYYY-MM-DD day, in seconds (uPlot's x scale). */
const daySeconds = (date: string) => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / 1000

/** The theme's colour of a custom property (canvas cannot read CSS variables). */
const themeColour = (el: Element, name: ThemeColour) => getComputedStyle(el).getPropertyValue(name).trim() || FALLBACK[name]

/** A vertical gradient that turns from `above` to `below` at the zero line. */
function zeroSplit(u: uPlot, above: string, below: string): CanvasGradient {
  const zero = u.valToPos(0, 'y', true)
  const g = u.ctx.createLinearGradient(0, u.bbox.top, 0, u.bbox.top + u.bbox.height)
  const at = Math.min(1, Math.max(0, (zero - u.bbox.top) / Math.max(1, u.bbox.height)))
  g.addColorStop(0, above)
  g.addColorStop(at, above)
  g.addColorStop(at, below)
  g.addColorStop(1, below)
  return g
}

/**
 * Figures per day drawn by uPlot on a canvas as wide as its box (resized with it), on the dark
 * theme's colours; the y axis always shows zero and reads in the member's money format
 * (`axisWidth` px wide). Hidden from screen readers: the page shows the same figures as a table.
 * `dates` and `series` should keep their identity between renders (useMemo): a new one draws
 * the chart again.
 */
export function DayChart({ dates, series, formatAmount, axisWidth, className, testId }: { dates: readonly string[]; series: readonly DaySeries[]; formatAmount: (minor: number) => string; axisWidth: number; className: string; testId: string }) {
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const el = box.current
    if (!el) return
    const grid = themeColour(el, '--tl-border')
    const gain = themeColour(el, '--tl-success')
    const loss = themeColour(el, '--tl-danger')
    const axis = { stroke: themeColour(el, '--tl-muted'), grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } }
    const days = dates.map(daySeconds)
    const data: uPlot.AlignedData = [days, ...series.map((s) => s.values.map((v) => v / 100))]
    const ticks = dayTicks(days)
    const signed = (u: uPlot) => zeroSplit(u, gain, loss)
    const chart = new uPlot(
      {
        width: Math.max(200, el.clientWidth),
        height: HEIGHT,
        legend: { show: false },
        cursor: { show: false },
        // Half a day either side: the first and last bars (and their labels) sit inside the plot.
        scales: { x: { time: true, range: (_u, min, max) => [min - 43_200, max + 43_200] }, y: { range: (_u, min, max) => [Math.min(0, min), Math.max(0, max) || 1] } },
        axes: [
          { ...axis, splits: () => ticks, values: (_u, at) => at.map((s) => new Date(s * 1000).toISOString().slice(5, 10)) },
          { ...axis, size: axisWidth, values: (_u, ticks) => ticks.map((v) => formatAmount(Math.round(v * 100))) },
        ],
        series: [
          {},
          ...series.map((s): uPlot.Series =>
            s.kind === 'line'
              ? { label: s.label, stroke: themeColour(el, s.colour), width: 2, points: { show: false } }
              : { label: s.label, paths: uPlot.paths.bars!({ size: [0.6, s.maxBarWidth] }), points: { show: false }, stroke: signed, fill: signed },
          ),
        ],
      },
      data,
      el,
    )
    const resize = new ResizeObserver(() => chart.setSize({ width: Math.max(200, el.clientWidth), height: HEIGHT }))
    resize.observe(el)
    return () => {
      resize.disconnect()
      chart.destroy()
    }
  }, [dates, series, formatAmount, axisWidth])
  return <div ref={box} className={className} aria-hidden="true" data-testid={testId} />
}
