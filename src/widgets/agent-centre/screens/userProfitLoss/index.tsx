import { useState } from 'react'
import type { MemberProfit } from '@/shared/api'
import { useFormatAmount, useTranslation } from '@/shared/i18n'
import { DateRangePicker, PagedList, RecordTable, BetTotals, recordRange, signedClass, RecordPage, type RecordColumn } from '@/shared/list'
import { AccountSearch } from '../common/index.ts'
import { useMemberProfit, type ProfitFilter } from './model.ts'

/**
 * User profit and loss (spec §2): each downline who bet in the chosen days, with bets, stake,
 * win and P&L (largest stake first), a search by account, and the team's totals.
 */
export default function UserProfitLossPage() {
  const { t } = useTranslation()
  const formatAmount = useFormatAmount()
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
    <RecordPage
      title={t('agent.menu.userProfitLoss')}
      testId="user-profit"
      filters={
        <>
          <DateRangePicker value={filter.range} onChange={(range) => setFilter((f) => ({ ...f, range }))} />
          <AccountSearch label={t('agent.team.search')} testId="user-profit-search" onSearch={(search) => setFilter((f) => ({ ...f, search }))} />
        </>
      }
    >
      <div aria-live="polite">
        {totals && <BetTotals totals={totals} testId="user-profit-totals" />}
      </div>
      <PagedList list={list} columns={columns.length} emptyMessage={t('agent.profit.empty')}>
        {(rows) => <RecordTable rows={rows} columns={columns} rowKey={(m) => m.account} caption={t('agent.menu.userProfitLoss')} testId="user-profit-table" />}
      </PagedList>
    </RecordPage>
  )
}
