import { useState } from 'react'
import { PointEntryKind, type PointTransaction } from '@/shared/api'
import { useTranslation } from '@/shared/i18n'
import { formatGmt8 } from '@/shared/lib'
import { DatePresets, DateRangePicker, PagedList, RecordPage, RecordTable, recordRange, signedClass, tzOffsetMinutes, usePagedQuery, type DatePreset, type DateRange, type RecordColumn } from '@/shared/list'
import { useToken } from '@/entities/session'
import { fetchPointTransactions, pointsKeys } from '@/entities/points'
import { useFormatPoints } from '../lib/formatPoints.ts'
import { TransactionDetail } from './TransactionDetail.tsx'

/** Movements are in the past: the presets that look back. */
const pastPresets: readonly DatePreset[] = DatePresets.filter((p) => !p.startsWith('next'))

/** Every point movement in the chosen days (earned, redeemed, converted, adjusted, refunded), signed, with the balance after. */
export function PointTransactions() {
  const { t } = useTranslation()
  const formatPoints = useFormatPoints()
  const token = useToken() ?? ''
  const [range, setRange] = useState<DateRange>(recordRange)
  const [kinds, setKinds] = useState<readonly PointEntryKind[]>([])
  const { list } = usePagedQuery(pointsKeys.transactions(), fetchPointTransactions, { token, range, kinds, tzOffsetMinutes: tzOffsetMinutes() }, { pageSize: 10 })
  const toggle = (kind: PointEntryKind, on: boolean) => setKinds((now) => PointEntryKind.literals.filter((k) => (k === kind ? on : now.includes(k))))
  const columns: RecordColumn<PointTransaction>[] = [
    { key: 'time', label: t('pointMall.moves.time'), cell: (m) => formatGmt8(m.time) },
    { key: 'kind', label: t('pointMall.moves.kind'), cell: (m) => t(`pointMall.entry.${m.kind}`) },
    { key: 'points', label: t('pointMall.moves.points'), numeric: true, cell: (m) => <span className={signedClass(m.changedPoints)}>{m.changedPoints > 0 ? `+${formatPoints(m.changedPoints)}` : formatPoints(m.changedPoints)}</span> },
    { key: 'balance', label: t('pointMall.moves.balance'), numeric: true, cell: (m) => formatPoints(m.balance) },
    { key: 'detail', label: t('pointMall.moves.detail'), cell: (m) => <TransactionDetail entry={m} /> },
  ]
  return (
    <RecordPage
      title={t('pointMall.tabs.transactions')}
      testId="mall-transactions"
      filters={
        <>
          <DateRangePicker value={range} onChange={setRange} presets={pastPresets} />
          <fieldset className="tl-records__kinds" data-testid="point-kinds">
            <legend>{t('pointMall.moves.kinds')}</legend>
            {PointEntryKind.literals.map((kind) => (
              <label key={kind}>
                <input type="checkbox" checked={kinds.includes(kind)} onChange={(e) => toggle(kind, e.target.checked)} data-testid={`point-kind-${kind}`} />
                {t(`pointMall.entry.${kind}`)}
              </label>
            ))}
          </fieldset>
        </>
      }
    >
      <PagedList list={list} columns={columns.length} emptyMessage={t('pointMall.moves.empty')}>
        {(rows) => <RecordTable rows={rows} columns={columns} rowKey={(m) => m.id} caption={t('pointMall.tabs.transactions')} testId="point-moves" />}
      </PagedList>
    </RecordPage>
  )
}
