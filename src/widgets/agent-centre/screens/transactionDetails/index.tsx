import { useId, useState } from 'react'
import { AgentEndpoints, LedgerKind, call, type AccountMovement } from '@/shared/api'
import { useFormatAmount, useTranslation } from '@/shared/i18n'
import { formatGmt8 } from '@/shared/lib'
import { DateRangePicker, PagedList, usePagedQuery, RecordTable, recordRange, signedClass, tzOffsetMinutes, RecordPage, type DateRange, type FetchPage, type RecordColumn } from '@/shared/list'
import { sessionToken } from '@/entities/session'
import { agentKeys } from '../../model/keys.ts'

interface MovementFilter { readonly range: DateRange; readonly kind: LedgerKind | '' }

/** One page of the agent's own ledger for the filter. */
const fetchMovements: FetchPage<MovementFilter, AccountMovement> = async ({ filter: f, page, pageSize, signal }) => {
  const body = { from: f.range.from, to: f.range.to, tzOffsetMinutes: tzOffsetMinutes(), page, pageSize, ...(f.kind ? { kinds: [f.kind] } : {}) }
  const reply = await call(AgentEndpoints.agentTransactions, { token: sessionToken() ?? '', body, signal })
  return { rows: reply.list, total: reply.total }
}

/** "+" before a credit (the formatter already writes the minus of a debit). */
const signed = (amount: number, text: string) => (amount > 0 ? `+${text}` : text)

/**
 * Transaction details (spec §2): the agent's own ledger (the member centre's account record
 * query, through the agent call): every movement in the chosen days, signed, with the balance
 * after it, filtered by type.
 */
export default function TransactionDetailsPage() {
  const { t } = useTranslation()
  const formatAmount = useFormatAmount()
  const id = useId()
  const [filter, setFilter] = useState<MovementFilter>(() => ({ range: recordRange(), kind: '' }))
  const { list } = usePagedQuery(agentKeys.transactions(), fetchMovements, filter, { pageSize: 10 })
  const columns: RecordColumn<AccountMovement>[] = [
    { key: 'time', label: t('records.moves.time'), cell: (m) => formatGmt8(m.time) },
    { key: 'kind', label: t('records.moves.kind'), cell: (m) => t(`records.kind.${m.kind}`) },
    { key: 'amount', label: t('records.moves.amount'), numeric: true, cell: (m) => <span className={signedClass(m.amount)}>{signed(m.amount, formatAmount(m.amount))}</span> },
    { key: 'balance', label: t('records.moves.balanceAfter'), numeric: true, cell: (m) => formatAmount(m.balanceAfter) },
    { key: 'detail', label: t('agent.moves.detail'), cell: (m) => String(m.detail.toAccount ?? m.detail.fromAccount ?? (m.wallet === 'MAIN' ? t('wallet.main') : m.wallet)) },
  ]
  return (
    <RecordPage
      title={t('agent.menu.transactionDetails')}
      testId="agent-transactions"
      filters={
        <>
          <DateRangePicker value={filter.range} onChange={(range) => setFilter((f) => ({ ...f, range }))} />
          <div className="tl-records__field">
            <label htmlFor={`${id}-kind`}>{t('records.moves.kind')}</label>
            <select id={`${id}-kind`} value={filter.kind} onChange={(e) => setFilter((f) => ({ ...f, kind: e.target.value as LedgerKind | '' }))} data-testid="agent-moves-kind">
              <option value="">{t('records.all')}</option>
              {LedgerKind.literals.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`records.kind.${kind}`)}
                </option>
              ))}
            </select>
          </div>
        </>
      }
    >
      <PagedList list={list} columns={columns.length} emptyMessage={t('records.moves.empty')}>
        {(rows) => <RecordTable rows={rows} columns={columns} rowKey={(m) => m.id} caption={t('agent.menu.transactionDetails')} testId="agent-moves-table" />}
      </PagedList>
    </RecordPage>
  )
}
