import { useState } from 'react'
import { LedgerKind, type AccountMovement } from '@/shared/api'
import { useFormatAmount, useTranslation } from '@/shared/i18n'
import { formatGmt8 } from '@/shared/lib'
import { DateRangePicker, PagedList, RecordTable, recordRange, signedClass, RecordPage, type RecordColumn } from '@/shared/list'
import { useAccountRecord, type MovementFilter } from './model.ts'

/** A signed amount: "+" before a credit (the formatter already writes the minus of a debit). */
const signed = (amount: number, text: string) => (amount > 0 ? `+${text}` : text)

/**
 * The account record (transactionHistory, spec §2): every movement of the member's wallets in
 * the chosen days (deposits, withdrawal holds, bets, wins ...), signed, with the balance after
 * it; filtered by kind.
 */
export default function AccountRecordPage() {
  const { t } = useTranslation()
  const formatAmount = useFormatAmount()
  const [filter, setFilter] = useState<MovementFilter>(() => ({ range: recordRange(), kinds: [] }))
  const list = useAccountRecord(filter)
  const toggleKind = (kind: LedgerKind, on: boolean) =>
    setFilter((f) => ({ ...f, kinds: LedgerKind.literals.filter((k) => (k === kind ? on : f.kinds.includes(k))) }))
  const walletName = (wallet: string) => (wallet === 'MAIN' ? t('wallet.main') : wallet)

  const columns: RecordColumn<AccountMovement>[] = [
    { key: 'time', label: t('records.moves.time'), cell: (m) => formatGmt8(m.time) },
    { key: 'kind', label: t('records.moves.kind'), cell: (m) => t(`records.kind.${m.kind}`) },
    { key: 'amount', label: t('records.moves.amount'), numeric: true, cell: (m) => <span className={signedClass(m.amount)}>{signed(m.amount, formatAmount(m.amount))}</span> },
    { key: 'balance', label: t('records.moves.balanceAfter'), numeric: true, cell: (m) => formatAmount(m.balanceAfter) },
    { key: 'wallet', label: t('records.moves.wallet'), cell: (m) => walletName(m.wallet) },
  ]

  return (
    <RecordPage
      title={t('records.moves.title')}
      testId="account-record"
      filters={
        <>
          <DateRangePicker value={filter.range} onChange={(range) => setFilter((f) => ({ ...f, range }))} />
          <fieldset className="tl-records__kinds" data-testid="moves-kinds">
            <legend>{t('records.moves.kinds')}</legend>
            {LedgerKind.literals.map((kind) => (
              <label key={kind}>
                <input type="checkbox" checked={filter.kinds.includes(kind)} onChange={(e) => toggleKind(kind, e.target.checked)} data-testid={`moves-kind-${kind}`} />
                {t(`records.kind.${kind}`)}
              </label>
            ))}
          </fieldset>
        </>
      }
    >
      <PagedList list={list} columns={columns.length} emptyMessage={t('records.moves.empty')}>
        {(rows) => <RecordTable rows={rows} columns={columns} rowKey={(m) => m.id} caption={t('records.moves.title')} testId="moves-table" />}
      </PagedList>
    </RecordPage>
  )
}
