import { useState } from 'react'
import { RedeemStatus, type Redemption } from '@/shared/api'
import { useFormatAmount, useLanguage, useTranslation } from '@/shared/i18n'
import { formatGmt8 } from '@/shared/lib'
import { PagedList, RecordPage, RecordTable, usePagedQuery, type RecordColumn } from '@/shared/list'
import { useToken } from '@/entities/session'
import { fetchRedemptions, pointsKeys, type RedemptionFilter } from '@/entities/points'
import { useFormatPoints } from '../lib/formatPoints.ts'

/** The member's redemptions, newest first, with their status (in process, rejected with its reason, approved). */
export function RedeemHistory() {
  const { t } = useTranslation()
  const language = useLanguage()
  const formatAmount = useFormatAmount()
  const formatPoints = useFormatPoints()
  const token = useToken() ?? ''
  const [status, setStatus] = useState<RedemptionFilter['status']>(null)
  const { list } = usePagedQuery(pointsKeys.redemptions(), fetchRedemptions, { token, status }, { pageSize: 10 })
  const columns: RecordColumn<Redemption>[] = [
    { key: 'time', label: t('pointMall.history.time'), cell: (r) => formatGmt8(r.createdAt) },
    { key: 'reward', label: t('pointMall.history.reward'), cell: (r) => `${r.name[language] || r.name.en} × ${r.quantity}` },
    { key: 'points', label: t('pointMall.history.points'), numeric: true, cell: (r) => formatPoints(r.points) },
    { key: 'credit', label: t('pointMall.history.credit'), numeric: true, cell: (r) => (r.creditAmount === null ? '—' : formatAmount(r.creditAmount)) },
    {
      key: 'status', label: t('pointMall.history.status'),
      cell: (r) => (
        <span className={`tl-mall__status tl-mall__status--${r.status}`} data-testid={`redemption-${r.id}-status`}>
          {t(`pointMall.status.${r.status}`)}
          {r.status === 'rejected' && r.reason ? ` · ${r.reason}` : ''}
        </span>
      ),
    },
    { key: 'decided', label: t('pointMall.history.decided'), cell: (r) => (r.decidedAt === null ? '—' : formatGmt8(r.decidedAt)) },
  ]
  return (
    <RecordPage
      title={t('pointMall.tabs.history')}
      testId="mall-history"
      filters={
        <label className="tl-mall__select">
          <span>{t('pointMall.history.filter')}</span>
          <select value={status ?? ''} onChange={(e) => setStatus(e.target.value === '' ? null : (e.target.value as RedemptionFilter['status']))} data-testid="history-status">
            <option value="">{t('pointMall.history.all')}</option>
            {RedeemStatus.literals.map((s) => (
              <option key={s} value={s}>{t(`pointMall.status.${s}`)}</option>
            ))}
          </select>
        </label>
      }
    >
      <PagedList list={list} columns={columns.length} emptyMessage={t('pointMall.history.empty')}>
        {(rows) => <RecordTable rows={rows} columns={columns} rowKey={(r) => r.id} caption={t('pointMall.tabs.history')} testId="history-table" />}
      </PagedList>
    </RecordPage>
  )
}
