import { useId, useState } from 'react'
import type { TeamMember } from '@/shared/api'
import { useFormatAmount, useTranslation } from '@/shared/i18n'
import { formatGmt8 } from '@/shared/lib'
import { PagedList, RecordTable, RecordPage, type RecordColumn } from '@/shared/list'
import { useCentre } from '../../model/centre.ts'
import { accountText } from '../common/index.ts'
import { FraudHints } from './FraudHints.tsx'
import { TransferForm } from './TransferForm.tsx'
import { useTeamList, type TeamFilter } from './model.ts'

/**
 * Team management (spec §2): the team as a tree, one level at a time (a sub-agent's "View
 * team" goes down, the breadcrumb back up) or searched by account; each downline's type,
 * level, status, registration, last login and balance (when the operator shows balances);
 * a transfer to a direct downline; and the fraud hints.
 */
export default function TeamManagementPage() {
  const { t } = useTranslation()
  const formatAmount = useFormatAmount()
  const id = useId()
  const { centre } = useCentre()
  const [filter, setFilter] = useState<TeamFilter>({ parent: '', search: '' })
  const [typed, setTyped] = useState('')
  const [paying, setPaying] = useState<string | null>(null)
  const { list, path } = useTeamList(filter)
  const columns: RecordColumn<TeamMember>[] = [
    { key: 'account', label: t('agent.team.account'), cell: (m) => (m.nickname && m.nickname !== m.account ? `${m.account} (${m.nickname})` : m.account) },
    { key: 'type', label: t('agent.team.type'), cell: (m) => t(m.isAgent ? 'agent.register.kinds.agent' : 'agent.register.kinds.member') },
    { key: 'level', label: t('agent.team.level'), numeric: true, cell: (m) => m.depth },
    { key: 'status', label: t('agent.team.status'), cell: (m) => t(`agent.team.statuses.${m.status}`) },
    { key: 'team', label: t('agent.team.teamSize'), numeric: true, cell: (m) => m.teamSize },
    { key: 'registered', label: t('agent.team.registered'), cell: (m) => formatGmt8(m.registeredAt) },
    { key: 'login', label: t('agent.team.lastLogin'), cell: (m) => (m.lastLoginAt === null ? t('agent.team.never') : formatGmt8(m.lastLoginAt)) },
    ...(centre.showBalance ? [{ key: 'balance', label: t('agent.team.balance'), numeric: true, cell: (m: TeamMember) => (m.balance === null ? '' : formatAmount(m.balance)) }] : []),
    {
      key: 'actions', label: t('agent.team.actions'),
      cell: (m) => (
        <span className="tl-records__actions">
          {(m.isAgent || m.directCount > 0) && (
            <button type="button" className="tl-records__button" onClick={() => { setTyped(''); setFilter({ parent: m.account, search: '' }) }} data-testid="team-view" aria-label={t('agent.team.viewOf', { account: m.account })}>
              {t('agent.team.view')}
            </button>
          )}
          {m.depth === 1 && (
            <button type="button" className="tl-records__button" onClick={() => setPaying(m.account)} data-testid="team-pay" aria-label={t('agent.transfer.title', { account: m.account })}>
              {t('agent.transfer.open')}
            </button>
          )}
        </span>
      ),
    },
  ]
  return (
    <RecordPage
      title={t('agent.menu.teamManagement')}
      testId="team-management"
      filters={
        <>
          <form className="tl-records__field" role="search" onSubmit={(e) => { e.preventDefault(); setFilter({ parent: '', search: typed.toLowerCase() }) }}>
            <label htmlFor={`${id}-search`}>{t('agent.team.search')}</label>
            <input id={`${id}-search`} className="tl-records__search" value={typed} onChange={(e) => setTyped(accountText(e.target.value))} autoComplete="off" data-testid="team-search" />
          </form>
          <button type="button" className="tl-records__button" onClick={() => setFilter({ parent: '', search: typed.toLowerCase() })} data-testid="team-search-submit">
            {t('agent.team.searchSubmit')}
          </button>
        </>
      }
    >
      {path && (
        <nav aria-label={t('agent.team.path')}>
          <ol className="tl-records__crumbs" data-testid="team-path">
            {path.map((account, i) => (
              <li key={account}>
                {i === path.length - 1 ? (
                  <span aria-current="location">{filter.search ? t('agent.team.searchOf', { text: filter.search }) : account}</span>
                ) : (
                  <button type="button" onClick={() => { setTyped(''); setFilter({ parent: i === 0 ? '' : account, search: '' }) }}>{account}</button>
                )}
              </li>
            ))}
            {filter.search && path.length === 1 && (
              <li>
                <button type="button" onClick={() => { setTyped(''); setFilter({ parent: '', search: '' }) }}>{t('agent.team.clearSearch')}</button>
              </li>
            )}
          </ol>
        </nav>
      )}
      <PagedList list={list} columns={6} emptyMessage={t(filter.search ? 'agent.team.noMatch' : 'agent.team.empty')}>
        {(rows) => <RecordTable rows={rows} columns={columns} rowKey={(m) => m.account} caption={t('agent.menu.teamManagement')} testId="team-table" />}
      </PagedList>
      {paying && (
        <TransferForm key={paying} downline={paying} />
      )}
      <FraudHints />
    </RecordPage>
  )
}
