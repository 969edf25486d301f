import { useId, useState } from 'react'
import type { MemberProfit } from '@/shared/api'
import { useFormatAmount, useTranslation } from '@/shared/i18n'
import { DateRangePicker, PagedList, RECORD_PRESETS, RecordTable, Totals, recordRange, signedClass, type RecordColumn } from '@/shared/list'
import { AccountSearch } from '../common/index.ts'
import { useMemberProfit, type ProfitFilter } from './model.ts'

/**
 * User profit and loss (spec §2): each downline who bet in the chosen days, with bets, stake,
 * win and P&L (largest stake first), a search by account, and the team's totals.
 */
export default function UserProfitLossPage() {
  const { t } = useTranslation()
  const formatAmount = useFormatAmount()
  const id = useId()
  const [filter, setFilter] = useState<ProfitFilter>(() => ({ range: recordRange(), search: '' }))
  const { list, totals } = useMemberProfit(filter)
  const money = (v: number) => <span className={signedClass(v)}>{formatAmount(v)}</span>
  const columns: RecordColumn<MemberProfit>[] = [
    { key: 'account', label: t('agent.team.account'), cell: (m) => m.account },
    { key: 'level', label: t('agent.team.level'), numeric: true, cell: (m) => m.depth },
    { key: 'count', label: t('records.bets.count'), numeric: true, cell: (m) => m.count },
    { key: 'stake', label: t('records.bets.stake'), numeric: true, cell: (m) => formatAmount(m.stake) },
    { key: 'win', label: t('records.bets.win'), numeric: true, cell: (m) => formatAmount(m.win) },
    { key: 'profit', label: t('records.bets.profit'), numeric: true, cell: (m) => money(m.profit) },
  ]
  return (
    <section className="tl-records" aria-labelledby={`${id}-title`} data-testid="user-profit">
      <h3 id={`${id}-title`} className="tl-records__title">
        {t('agent.menu.userProfitLoss')}
      </h3>
      <div className="tl-records__filters">
        <DateRangePicker value={filter.range} onChange={(range) => setFilter((f) => ({ ...f, range }))} presets={RECORD_PRESETS} />
        <AccountSearch label={t('agent.team.search')} testId="user-profit-search" onSearch={(search) => setFilter((f) => ({ ...f, search }))} />
      </div>
      <div aria-live="polite">
        {totals && (
          <Totals
            label={t('records.totals')}
            testId="user-profit-totals"
            items={[
              { key: 'count', label: t('records.bets.count'), value: totals.count },
              { key: 'stake', label: t('records.bets.stake'), value: formatAmount(totals.stake) },
              { key: 'win', label: t('records.bets.win'), value: formatAmount(totals.win) },
              { key: 'profit', label: t('records.bets.profit'), value: money(totals.profit) },
            ]}
          />
        )}
      </div>
      <PagedList list={list} columns={columns.length} emptyMessage={t('agent.profit.empty')}>
        {(rows) => <RecordTable rows={rows} columns={columns} rowKey={(m) => m.account} caption={t('agent.menu.userProfitLoss')} testId="user-profit-table" />}
      </PagedList>
    </section>
  )
}
