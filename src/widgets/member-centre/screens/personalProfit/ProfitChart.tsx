import { useMemo } from 'react'
import { DayChart } from '@/shared/chart'
import type { ProfitDay } from './model.ts'

/** Profit per day as bars (gain green, loss red), drawn by the shared day chart (uPlot, loaded with this page only). */
export function ProfitChart({ days, formatAmount, label }: { days: readonly ProfitDay[]; formatAmount: (minor: number) => string; label: string }) {
  const dates = useMemo(() => days.map((d) => d.date), [days])
  const series = useMemo(() => [{ kind: 'signedBars', label, values: days.map((d) => d.profit), maxBarWidth: 40 }] as const, [days, label])
  return <DayChart dates={dates} series={series} formatAmount={formatAmount} axisWidth={70} className="tl-profit__chart" testId="profit-chart" />
}
