import { useMemo } from 'react'
import { DayChart } from '@/shared/chart'
import type { OverviewDay } from './model.ts'

/**
 * The team per day: valid bets as a gold line, team P&L as bars (green above zero, red
 * below), drawn by the shared day chart (uPlot, loaded with this page only).
 */
export function TeamChart({ days, formatAmount, labels }: { days: readonly OverviewDay[]; formatAmount: (minor: number) => string; labels: { bets: string; profit: string } }) {
  const dates = useMemo(() => days.map((d) => d.date), [days])
  const series = useMemo(
    () => [
      { kind: 'line', label: labels.bets, values: days.map((d) => d.validBets), colour: '--tl-gold' },
      { kind: 'signedBars', label: labels.profit, values: days.map((d) => d.profit), maxBarWidth: 30 },
    ] as const,
    [days, labels],
  )
  return <DayChart dates={dates} series={series} formatAmount={formatAmount} axisWidth={76} className="tl-ag-overview__chart" testId="overview-chart" />
}
