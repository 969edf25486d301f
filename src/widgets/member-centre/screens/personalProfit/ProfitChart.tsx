import 'uplot/dist/uPlot.min.css'
import { useEffect, useRef } from 'react'
import uPlot from 'uplot'
import type { ProfitDay } from './model.ts'

/** Midnight UTC of a YYYY-MM-DD day, in seconds (uPlot's x scale). */
const daySeconds = (date: string) => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / 1000

/** The theme's colour of a custom property (canvas cannot read CSS variables). */
const themeColour = (el: Element, name: string, fallback: string) => getComputedStyle(el).getPropertyValue(name).trim() || fallback

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
 * Profit per day as bars (gain green, loss red, on the dark theme), drawn by uPlot on a
 * canvas as wide as its box. Hidden from screen readers: the table beside it has the figures.
 */
export function ProfitChart({ days, formatAmount, label }: { days: readonly ProfitDay[]; formatAmount: (minor: number) => string; label: string }) {
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const el = box.current
    if (!el) return
    const text = themeColour(el, '--tl-muted', '#aab4c8')
    const grid = themeColour(el, '--tl-border', '#2b3752')
    const gain = themeColour(el, '--tl-success', '#5ee0a0')
    const loss = themeColour(el, '--tl-danger', '#ff8080')
    const data: uPlot.AlignedData = [days.map((d) => daySeconds(d.date)), days.map((d) => d.profit / 100)]
    const axis = { stroke: text, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } }
    const chart = new uPlot(
      {
        width: Math.max(200, el.clientWidth),
        height: 220,
        legend: { show: false },
        cursor: { show: false },
        scales: { x: { time: true }, y: { range: (_u, min, max) => [Math.min(0, min), Math.max(0, max) || 1] } },
        axes: [
          { ...axis, values: (_u, ticks) => ticks.map((s) => new Date(s * 1000).toISOString().slice(5, 10)) },
          { ...axis, size: 70, values: (_u, ticks) => ticks.map((v) => formatAmount(Math.round(v * 100))) },
        ],
        series: [
          {},
          {
            label,
            paths: uPlot.paths.bars!({ size: [0.6, 40] }),
            points: { show: false },
            stroke: (u) => zeroSplit(u, gain, loss),
            fill: (u) => zeroSplit(u, gain, loss),
          },
        ],
      },
      data,
      el,
    )
    const resize = new ResizeObserver(() => chart.setSize({ width: Math.max(200, el.clientWidth), height: 220 }))
    resize.observe(el)
    return () => {
      resize.disconnect()
      chart.destroy()
    }
  }, [days, formatAmount, label])
  return <div ref={box} className="tl-profit__chart" aria-hidden="true" data-testid="profit-chart" />
}
