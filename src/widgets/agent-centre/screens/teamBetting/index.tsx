import { useState } from 'react'
import type { TeamBet } from '@/shared/api'
import { useFormatAmount, useTranslation } from '@/shared/i18n'
import { formatGmt8 } from '@/shared/lib'
import { DateRangePicker, GameTypeField, PagedList, RecordTable, BetTotals, recordRange, signedClass, RecordPage, useGameTypeName, type RecordColumn } from '@/shared/list'
import { AccountSearch } from '../common/index.ts'
import { useTeamBets, type TeamBetFilter } from './model.ts'

/**
 * Team betting (spec §2): every bet of the agent's team in the chosen days, filtered by one
 * downline's account and by game type, with the totals of the filter.
 */
export default function TeamBettingPage() {
  const { t } = useTranslation()
  const formatAmount = useFormatAmount()
  const [filter, setFilter] = useState<TeamBetFilter>(() => ({ range: recordRange(), account: '', gameType: '' }))
  const { list, totals } = useTeamBets(filter)
  const typeName = useGameTypeName()
  const columns: RecordColumn<TeamBet>[] = [
    { key: 'account', label: t('agent.team.account'), cell: (b) => b.account },
    { key: 'game', label: t('records.bets.game'), cell: (b) => b.gameName },
    { key: 'type', label: t('records.bets.type'), cell: (b) => typeName(b.gameType) },
    { key: 'stake', label: t('records.bets.stake'), numeric: true, cell: (b) => formatAmount(b.stake) },
    { key: 'win', label: t('records.bets.win'), numeric: true, cell: (b) => formatAmount(b.win) },
    { key: 'profit', label: t('records.bets.profit'), numeric: true, cell: (b) => <span className={signedClass(b.profit)}>{formatAmount(b.profit)}</span> },
    { key: 'time', label: t('records.bets.time'), cell: (b) => formatGmt8(b.time) },
  ]
  return (
    <RecordPage
      title={t('agent.menu.teamBetting')}
      testId="team-betting"
      filters={
        <>
          <DateRangePicker value={filter.range} onChange={(range) => setFilter((f) => ({ ...f, range }))} />
          <AccountSearch label={t('agent.bets.account')} testId="team-bets-account" onSearch={(account) => setFilter((f) => ({ ...f, account }))} />
          <GameTypeField value={filter.gameType} onChange={(gameType) => setFilter((f) => ({ ...f, gameType }))} testId="team-bets-type" />
        </>
      }
    >
      <div aria-live="polite">
        {totals && <BetTotals totals={totals} testId="team-bets-totals" />}
      </div>
      <PagedList list={list} columns={columns.length} emptyMessage={t('agent.bets.empty')}>
        {(rows) => <RecordTable rows={rows} columns={columns} rowKey={(b) => b.id} caption={t('agent.menu.teamBetting')} testId="team-bets-table" />}
      </PagedList>
    </RecordPage>
  )
}
