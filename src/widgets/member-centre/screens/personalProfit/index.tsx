import './personalProfit.css'
import { useState } from 'react'
import { useFormatAmount, useTranslation } from '@/shared/i18n'
import { DateRangePicker, ErrorState, ListSkeleton, RecordTable, BetTotals, recordRange, signedClass, RecordPage, type RecordColumn } from '@/shared/list'
import { usePersonalProfit, type ProfitDay } from './model.ts'
import { ProfitChart } from './ProfitChart.tsx'

type GameTypeSums = { gameType: string; stake: number; win: number; profit: number; count: number }

/**
 * Personal P&L (personalProfit, spec §2): the profit of each day of the chosen range from the
 * member's settled bets, as a chart (uPlot, loaded with this page only) and as a table of the
 * same days (for screen readers and small screens), and the totals by game type.
 */
export default function PersonalProfitPage() {
  const { t } = useTranslation()
  const formatAmount = useFormatAmount()
  const [range, setRange] = useState(recordRange)
  const { list, summary } = usePersonalProfit(range)
  const money = (v: number) => <span className={signedClass(v)}>{formatAmount(v)}</span>
  const typeName = (type: string) => (type ? t(`nav.gameType.${type}`, { defaultValue: type }) : t('records.profit.otherType'))

  const dayColumns: RecordColumn<ProfitDay>[] = [
    { key: 'date', label: t('records.profit.date'), cell: (d) => d.date },
    { key: 'count', label: t('records.profit.count'), numeric: true, cell: (d) => d.count },
    { key: 'stake', label: t('records.bets.stake'), numeric: true, cell: (d) => formatAmount(d.stake) },
    { key: 'win', label: t('records.bets.win'), numeric: true, cell: (d) => formatAmount(d.win) },
    { key: 'profit', label: t('records.bets.profit'), numeric: true, cell: (d) => money(d.profit) },
  ]
  const typeColumns: RecordColumn<GameTypeSums>[] = [
    { key: 'type', label: t('records.bets.type'), cell: (g) => typeName(g.gameType) },
    ...(dayColumns.slice(1) as unknown as RecordColumn<GameTypeSums>[]),
  ]

  return (
    <RecordPage
      title={t('records.profit.title')}
      testId="personal-profit"
      filters={
          <DateRangePicker value={range} onChange={setRange} />
      }
    >
      {list.status === 'failed' ? (
        <ErrorState failure={list.failure} onRetry={list.retry} />
      ) : list.status !== 'ready' || summary === null ? (
        <ListSkeleton rows={5} columns={5} />
      ) : (
        <>
          <BetTotals totals={summary.totals} testId="profit-totals" itemTestId={(key) => `profit-total-${key}`} countLabel={t('records.profit.count')} />
          {summary.totals.count === 0 && (
            <p className="tl-records__muted" role="status" data-testid="profit-empty">
              {t('records.profit.empty')}
            </p>
          )}
          <figure className="tl-profit__figure">
            <ProfitChart days={list.rows} formatAmount={formatAmount} label={t('records.bets.profit')} />
            <figcaption className="tl-records__muted">{t('records.profit.chartCaption')}</figcaption>
          </figure>
          <h4 className="tl-records__subtitle">{t('records.profit.byDay')}</h4>
          <RecordTable rows={[...list.rows].reverse()} columns={dayColumns} rowKey={(d) => d.date} caption={t('records.profit.byDay')} testId="profit-days" />
          {summary.byGameType.length > 0 && (
            <>
              <h4 className="tl-records__subtitle">{t('records.profit.byType')}</h4>
              <RecordTable rows={summary.byGameType} columns={typeColumns} rowKey={(g) => g.gameType} caption={t('records.profit.byType')} testId="profit-types" />
            </>
          )}
        </>
      )}
    </RecordPage>
  )
}
