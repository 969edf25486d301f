import { useId, useMemo, useState } from 'react'
import type { BetRecord } from '@/shared/api'
import { useFormatAmount, useLanguage, useTranslation } from '@/shared/i18n'
import { formatGmt8 } from '@/shared/lib'
import { DateRangePicker, GameTypeField, PagedList, RecordTable, BetTotals, recordRange, signedClass, RecordPage, useGameTypeName, type RecordColumn } from '@/shared/list'
import { useBrand } from '@/entities/system'
import { useVendorLanes } from '@/entities/vendor'
import { useBettingRecord, type BetFilter } from './model.ts'

/** Where a house round is proven (the server sends it on to its game's verify page, in a new tab), in the site's language. */
const verifyHref = (roundId: string, lang: string) => `/house/verify?round=${encodeURIComponent(roundId)}&lang=${lang}`

/**
 * The betting record (personalHistoryCopy, spec §2): every bet of the chosen days, filtered by
 * game type and vendor, with the totals of the filter above the list.
 */
export default function BettingRecordPage() {
  const { t } = useTranslation()
  const lang = useLanguage()
  const formatAmount = useFormatAmount()
  const id = useId()
  const { merchantCode } = useBrand()
  const lanes = useVendorLanes(merchantCode)
  const [filter, setFilter] = useState<BetFilter>(() => ({ range: recordRange(), gameType: '', vendor: '' }))
  const { list, totals } = useBettingRecord(filter)
  const vendors = useMemo(() => {
    const all = lanes.data ? lanes.data.flatMap((lane) => lane.cards) : []
    return [...new Map(all.map((v) => [v.vassalage, v.displayName])).entries()].sort((a, b) => a[1].localeCompare(b[1]))
  }, [lanes.data])
  const vendorName = (code: string) => vendors.find(([c]) => c === code)?.[1] ?? code
  const typeName = useGameTypeName()

  const columns: RecordColumn<BetRecord>[] = [
    { key: 'game', label: t('records.bets.game'), cell: (b) => b.gameName },
    { key: 'vendor', label: t('records.bets.vendor'), cell: (b) => vendorName(b.vendor) },
    { key: 'type', label: t('records.bets.type'), cell: (b) => typeName(b.gameType) },
    { key: 'stake', label: t('records.bets.stake'), numeric: true, cell: (b) => formatAmount(b.stake) },
    { key: 'win', label: t('records.bets.win'), numeric: true, cell: (b) => formatAmount(b.win) },
    { key: 'profit', label: t('records.bets.profit'), numeric: true, cell: (b) => <span className={signedClass(b.profit)}>{formatAmount(b.profit)}</span> },
    {
      key: 'time', label: t('records.bets.time'),
      cell: (b) => (
        <>
          {formatGmt8(b.time)}
          {b.status !== 'settled' && <span className="tl-records__muted"> ({t(`records.bets.status.${b.status}`)})</span>}
        </>
      ),
    },
    {
      key: 'round', label: t('records.bets.round'),
      cell: (b) =>
        b.verifiable ? (
          <a className="tl-records__link" href={verifyHref(b.roundId, lang)} target="_blank" rel="noopener noreferrer" data-testid="bet-verify" aria-label={t('records.bets.verify', { round: b.roundId })}>
            {b.roundId}
          </a>
        ) : (
          b.roundId
        ),
    },
  ]

  return (
    <RecordPage
      title={t('records.bets.title')}
      testId="betting-record"
      filters={
        <>
          <DateRangePicker value={filter.range} onChange={(range) => setFilter((f) => ({ ...f, range }))} />
          <GameTypeField value={filter.gameType} onChange={(gameType) => setFilter((f) => ({ ...f, gameType }))} testId="bets-game-type" />
          <div className="tl-records__field">
            <label htmlFor={`${id}-vendor`}>{t('records.bets.vendor')}</label>
            <select id={`${id}-vendor`} value={filter.vendor} onChange={(e) => setFilter((f) => ({ ...f, vendor: e.target.value }))} data-testid="bets-vendor">
              <option value="">{t('records.all')}</option>
              {vendors.map(([code, name]) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </select>
          </div>
        </>
      }
    >
      <div aria-live="polite">
        {totals && <BetTotals totals={totals} testId="bets-totals" itemTestId={(key) => `bets-total-${key}`} />}
      </div>
      <PagedList list={list} columns={columns.length} emptyMessage={t('records.bets.empty')}>
        {(rows) => <RecordTable rows={rows} columns={columns} rowKey={(b) => b.id} caption={t('records.bets.title')} testId="bets-table" />}
      </PagedList>
    </RecordPage>
  )
}
