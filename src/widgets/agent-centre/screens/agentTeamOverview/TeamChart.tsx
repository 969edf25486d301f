import 'uplot/dist/uPlot.min.css'
import { useEffect, useRef } from 'react'
import uPlot from 'uplot'
import type { OverviewDay } from './model.ts'

/** Midnight UTC of a YYYY-MM-DD day, in seconds (uPlot's x scale). */
const daySeconds = (date: string) => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / 1000
/** The theme's colour of a custom property (canvas cannot read CSS variables). */
const themeColour = (el: Element, name: string, fallback: string) => getComputedStyle(el).getPropertyValue(name).trim() || fallback

/**
 * The team per day: valid bets as a gold line, team P&L as bars (green above zero, red
 * below), drawn by uPlot (the member centre's P&L chart library, loaded with this page only).
 * Hidden from screen readers: the table below has the same figures.
 */
export function TeamChart({ days, formatAmount, labels }: { days: readonly OverviewDay[]; formatAmount: (minor: number) => string; labels: { bets: string; profit: string } }) {
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const el = box.current
    if (!el) return
    const text = themeColour(el, '--tl-muted', '#aab4c8')
    const grid = themeColour(el, '--tl-border', '#2b3752')
    const gold = themeColour(el, '--tl-gold', '#f5c542')
    const gain = themeColour(el, '--tl-success', '#5ee0a0')
    const loss = themeColour(el, '--tl-danger', '#ff8080')
    const data: uPlot.AlignedData = [days.map((d) => daySeconds(d.date)), days.map((d) => d.validBets / 100), days.map((d) => d.profit / 100)]
    const axis = { stroke: text, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } }
    const signed = (u: uPlot) => {
      const zero = u.valToPos(0, 'y', true)
      const g = u.ctx.createLinearGradient(0, u.bbox.top, 0, u.bbox.top + u.bbox.height)
      const at = Math.min(1, Math.max(0, (zero - u.bbox.top) / Math.max(1, u.bbox.height)))
      g.addColorStop(0, gain)
      g.addColorStop(at, gain)
      g.addColorStop(at, loss)
      g.addColorStop(1, loss)
      return g
    }
    const chart = new uPlot(
      {
        width: Math.max(200, el.clientWidth),
        height: 220,
        legend: { show: false },
        cursor: { show: false },
        scales: { x: { time: true }, y: { range: (_u, min, max) => [Math.min(0, min), Math.max(0, max) || 1] } },
        axes: [
          { ...axis, values: (_u, ticks) => ticks.map((s) => new Date(s * 1000).toISOString().slice(5, 10)) },
          { ...axis, size: 76, values: (_u, ticks) => ticks.map((v) => formatAmount(Math.round(v * 100))) },
        ],
        series: [
          {},
          { label: labels.bets, stroke: gold, width: 2, points: { show: false } },
          { label: labels.profit, paths: uPlot.paths.bars!({ size: [0.6, 30] }), points: { show: false }, stroke: signed, fill: signed },
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
  }, [days, formatAmount, labels])
  return <div ref={box} className="tl-ag-overview__chart" aria-hidden="true" data-testid="overview-chart" />
}
