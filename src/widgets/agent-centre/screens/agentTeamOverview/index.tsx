import './overview.css'
import { useMemo, useState } from 'react'
import { useFormatAmount, useTranslation } from '@/shared/i18n'
import { DateRangePicker, ErrorState, ListSkeleton, RecordTable, Totals, recordRange, signedClass, RecordPage, type RecordColumn } from '@/shared/list'
import { useTeamOverview, type OverviewDay } from './model.ts'
import { TeamChart } from './TeamChart.tsx'

/**
 * Team overview (agentTeamOverview, spec §2; the centre's default page): for the chosen days,
 * the team's size, new and active members, deposits, withdrawals, valid bets and P&L, a chart
 * of valid bets and P&L per day, and the same days as a table (for screen readers and phones).
 */
export default function TeamOverviewPage() {
  const { t } = useTranslation()
  const formatAmount = useFormatAmount()
  const [range, setRange] = useState(recordRange)
  const { list, sums } = useTeamOverview(range)
  const money = (v: number) => <span className={signedClass(v)}>{formatAmount(v)}</span>
  const labels = useMemo(() => ({ bets: t('agent.overview.validBets'), profit: t('agent.overview.profit') }), [t])
  const columns: RecordColumn<OverviewDay>[] = [
    { key: 'date', label: t('agent.overview.date'), cell: (d) => d.date },
    { key: 'new', label: t('agent.overview.newMembers'), numeric: true, cell: (d) => d.newMembers },
    { key: 'active', label: t('agent.overview.activeMembers'), numeric: true, cell: (d) => d.activeMembers },
    { key: 'deposits', label: t('agent.overview.deposits'), numeric: true, cell: (d) => formatAmount(d.deposits) },
    { key: 'withdrawals', label: t('agent.overview.withdrawals'), numeric: true, cell: (d) => formatAmount(d.withdrawals) },
    { key: 'bets', label: t('agent.overview.validBets'), numeric: true, cell: (d) => formatAmount(d.validBets) },
    { key: 'profit', label: t('agent.overview.profit'), numeric: true, cell: (d) => money(d.profit) },
  ]
  return (
    <RecordPage
      title={t('agent.menu.agentTeamOverview')}
      testId="team-overview"
      filters={
          <DateRangePicker value={range} onChange={setRange} />
      }
    >
      {list.status === 'failed' ? (
        <ErrorState failure={list.failure} onRetry={list.retry} />
      ) : list.status !== 'ready' || sums === null ? (
        <ListSkeleton rows={5} columns={4} />
      ) : (
        <>
          <Totals
            label={t('agent.overview.totals')}
            testId="overview-totals"
            items={[
              { key: 'teamSize', label: t('agent.overview.teamSize'), value: sums.teamSize },
              { key: 'newMembers', label: t('agent.overview.newMembers'), value: sums.newMembers },
              { key: 'activeMembers', label: t('agent.overview.activeMembers'), value: sums.activeMembers },
              { key: 'deposits', label: t('agent.overview.deposits'), value: formatAmount(sums.deposits) },
              { key: 'withdrawals', label: t('agent.overview.withdrawals'), value: formatAmount(sums.withdrawals) },
              { key: 'validBets', label: t('agent.overview.validBets'), value: formatAmount(sums.validBets) },
              { key: 'profit', label: t('agent.overview.profit'), value: money(sums.profit) },
            ]}
          />
          <figure className="tl-ag-overview__figure">
            <TeamChart days={list.rows} formatAmount={formatAmount} labels={labels} />
            <figcaption className="tl-records__muted">{t('agent.overview.chartCaption')}</figcaption>
          </figure>
          <h4 className="tl-records__subtitle">{t('agent.overview.byDay')}</h4>
          <RecordTable rows={[...list.rows].reverse()} columns={columns} rowKey={(d) => d.date} caption={t('agent.overview.byDay')} testId="overview-days" />
        </>
      )}
    </RecordPage>
  )
}
