import type { VipLevel } from '@/shared/api'
import { useFormatAmount, useTranslation } from '@/shared/i18n'
import { RecordTable, type RecordColumn } from '@/shared/list'

/** What each level gives: the bets that reach it in the period, rebate, withdrawals, point multiplier, birthday bonus. */
export function VipLevelTable({ levels, periodDays, current }: { levels: readonly VipLevel[]; periodDays: number; current?: number }) {
  const { t, i18n } = useTranslation()
  const formatAmount = useFormatAmount()
  const percent = new Intl.NumberFormat(i18n.language || 'en', { style: 'percent', maximumFractionDigits: 2 })
  const times = new Intl.NumberFormat(i18n.language || 'en', { maximumFractionDigits: 2 })
  const columns: RecordColumn<VipLevel>[] = [
    {
      key: 'level', label: t('vip.table.level'),
      cell: (l) => (
        <span className="tl-vip__level-name">
          {l.label}
          {l.level === current && <span className="tl-vip__you">{t('vip.table.you')}</span>}
        </span>
      ),
    },
    { key: 'required', label: t('vip.table.required', { count: periodDays }), numeric: true, cell: (l) => formatAmount(l.requiredBet) },
    { key: 'rebate', label: t('vip.table.rebate'), numeric: true, cell: (l) => percent.format(l.rebateBp / 10_000) },
    { key: 'withdraw', label: t('vip.table.withdraw'), numeric: true, cell: (l) => t('vip.table.withdrawValue', { count: l.withdrawDailyCount, amount: formatAmount(l.withdrawDailyMax) }) },
    { key: 'multiplier', label: t('vip.table.multiplier'), numeric: true, cell: (l) => `×${times.format(l.pointMultiplierPct / 100)}` },
    { key: 'birthday', label: t('vip.table.birthday'), numeric: true, cell: (l) => (l.birthdayBonus > 0 ? formatAmount(l.birthdayBonus) : '—') },
  ]
  return (
    <section className="tl-vip__levels" aria-labelledby="vip-levels-title" data-testid="vip-levels">
      <h2 id="vip-levels-title" className="tl-vip__heading">{t('vip.table.title')}</h2>
      <p className="tl-vip__note">{t('vip.table.period', { count: periodDays })}</p>
      <RecordTable rows={levels} columns={columns} rowKey={(l) => String(l.level)} caption={t('vip.table.title')} testId="vip-level-table" />
    </section>
  )
}
