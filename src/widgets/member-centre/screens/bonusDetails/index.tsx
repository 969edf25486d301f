import './bonusDetails.css'
import { useState } from 'react'
import { useFormatAmount, useLanguage, useTranslation } from '@/shared/i18n'
import { RewardSource } from '@/shared/api'
import { DateRangePicker, PagedList, presetRange } from '@/shared/list'
import { useBonusDetails, type BonusEntry, type BonusFilter } from './model.ts'
import { formatGmt8 } from '@/shared/lib'

const SOURCES = RewardSource.literals

/**
 * Bonus details (bonusDetails, spec §2): the bonuses and rewards the member received, newest
 * first, filtered by source and date range, with the totals by source over the filter.
 */
export default function BonusDetailsPage() {
  const { t } = useTranslation()
  const formatAmount = useFormatAmount()
  const [filter, setFilter] = useState<BonusFilter>(() => ({ range: presetRange('previous30'), source: null }))
  const { list, totals } = useBonusDetails(filter)
  const language = useLanguage()
  const titleOf = (row: BonusEntry) => (row.title ? row.title[language] || row.title.en : t(`rewards.source.${row.source}`))
  return (
    <section className="tl-bonus" aria-labelledby="mc-bonus-title" data-testid="bonus-details">
      <h3 id="mc-bonus-title" className="tl-bonus__title">
        {t('rewards.bonus.title')}
      </h3>
      <div className="tl-bonus__filters">
        <label className="tl-bonus__pick">
          <span>{t('rewards.bonus.source')}</span>
          <select value={filter.source ?? ''} onChange={(e) => setFilter({ ...filter, source: (e.target.value || null) as BonusFilter['source'] })} data-testid="bonus-source">
            <option value="">{t('rewards.bonus.allSources')}</option>
            {SOURCES.map((s) => (
              <option key={s} value={s}>
                {t(`rewards.source.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <DateRangePicker value={filter.range} onChange={(range) => setFilter({ ...filter, range })} />
      </div>
      {totals && (
        <ul className="tl-bonus__totals" aria-label={t('rewards.bonus.totals')} data-testid="bonus-totals">
          <li>
            {t('rewards.bonus.total')}: <strong>{formatAmount(totals.amount)}</strong>
          </li>
          {totals.bySource.map((s) => (
            <li key={s.source} data-testid={`bonus-total-${s.source}`}>
              {t(`rewards.source.${s.source}`)}: {formatAmount(s.amount)} ({s.count})
            </li>
          ))}
        </ul>
      )}
      <PagedList list={list} columns={3} emptyMessage={t('rewards.bonus.empty')}>
        {(rows) => (
          <table className="tl-bonus__table" data-testid="bonus-list">
            <thead>
              <tr>
                <th scope="col">{t('rewards.bonus.time')}</th>
                <th scope="col">{t('rewards.bonus.item')}</th>
                <th scope="col" className="tl-bonus__amount">
                  {t('rewards.bonus.amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td>{formatGmt8(row.createdAt)}</td>
                  <td>{titleOf(row)}</td>
                  <td className="tl-bonus__amount">{formatAmount(row.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </PagedList>
    </section>
  )
}
