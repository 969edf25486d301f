import { useId, useState } from 'react'
import { GameType, type TeamBet } from '@/shared/api'
import { useFormatAmount, useTranslation } from '@/shared/i18n'
import { formatGmt8 } from '@/shared/lib'
import { DateRangePicker, PagedList } from '@/shared/list'
import { AGENT_PRESETS, RecordTable, Totals, openingRange, signedClass, type RecordColumn } from '../common/index.ts'
import { useTeamBets, type TeamBetFilter } from './model.ts'

/** Accounts are letters, digits and underscores: anything else typed is dropped. */
const accountText = (s: string) => s.replace(/[^A-Za-z0-9_]/g, '').slice(0, 32)

/**
 * Team betting (spec §2): every bet of the agent's team in the chosen days, filtered by one
 * downline's account and by game type, with the totals of the filter.
 */
export default function TeamBettingPage() {
  const { t } = useTranslation()
  const formatAmount = useFormatAmount()
  const id = useId()
  const [filter, setFilter] = useState<TeamBetFilter>(() => ({ range: openingRange(), account: '', gameType: '' }))
  const [typed, setTyped] = useState('')
  const { list, totals } = useTeamBets(filter)
  const typeName = (type: string) => (type ? t(`nav.gameType.${type}`, { defaultValue: type }) : '')
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
    <section className="tl-ag-records" aria-labelledby={`${id}-title`} data-testid="team-betting">
      <h3 id={`${id}-title`} className="tl-ag-records__title">
        {t('agent.menu.teamBetting')}
      </h3>
      <div className="tl-ag-records__filters">
        <DateRangePicker value={filter.range} onChange={(range) => setFilter((f) => ({ ...f, range }))} presets={AGENT_PRESETS} />
        <form
          className="tl-ag-records__field"
          role="search"
          onSubmit={(e) => {
            e.preventDefault()
            setFilter((f) => ({ ...f, account: typed.toLowerCase() }))
          }}
        >
          <label htmlFor={`${id}-account`}>{t('agent.bets.account')}</label>
          <input id={`${id}-account`} className="tl-ag-records__search" value={typed} onChange={(e) => setTyped(accountText(e.target.value))} onBlur={() => setFilter((f) => ({ ...f, account: typed.toLowerCase() }))} autoComplete="off" data-testid="team-bets-account" />
        </form>
        <div className="tl-ag-records__field">
          <label htmlFor={`${id}-type`}>{t('records.bets.gameType')}</label>
          <select id={`${id}-type`} value={filter.gameType} onChange={(e) => setFilter((f) => ({ ...f, gameType: e.target.value }))} data-testid="team-bets-type">
            <option value="">{t('records.all')}</option>
            {GameType.literals.map((type) => (
              <option key={type} value={type}>
                {typeName(type)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div aria-live="polite">
        {totals && (
          <Totals
            label={t('records.totals')}
            testId="team-bets-totals"
            items={[
              { key: 'count', label: t('records.bets.count'), value: totals.count },
              { key: 'stake', label: t('records.bets.stake'), value: formatAmount(totals.stake) },
              { key: 'win', label: t('records.bets.win'), value: formatAmount(totals.win) },
              { key: 'profit', label: t('records.bets.profit'), value: <span className={signedClass(totals.profit)}>{formatAmount(totals.profit)}</span> },
            ]}
          />
        )}
      </div>
      <PagedList list={list} columns={columns.length} emptyMessage={t('agent.bets.empty')}>
        {(rows) => <RecordTable rows={rows} columns={columns} rowKey={(b) => b.id} caption={t('agent.menu.teamBetting')} testId="team-bets-table" />}
      </PagedList>
    </section>
  )
}
