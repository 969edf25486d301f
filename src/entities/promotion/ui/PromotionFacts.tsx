import type { PromotionView } from '@/shared/api'
import { useFormatAmount, useTranslation } from '@/shared/i18n'
import { periodOf } from '../lib/period.ts'
import './promotion.css'

/** Kind and status, then period, eligibility, reward (or rate, or prize and winners), and the member's own amount. */
export function PromotionFacts({ promotion }: { promotion: PromotionView }) {
  const { t } = useTranslation()
  const formatAmount = useFormatAmount()
  const period = periodOf(promotion.startsAt, promotion.endsAt)
  const periodText = period === null ? t('promo.facts.always')
    : period.from && period.to ? t('promo.facts.range', { from: period.from, to: period.to })
      : period.from ? t('promo.facts.from', { from: period.from }) : t('promo.facts.until', { to: period.to })
  return (
    <>
      <p className="tl-promo__tags">
        <span className="tl-promo__kind">{t(`promo.kind.${promotion.kind}`)}</span>
        <span className={`tl-promo__status tl-promo__status--${promotion.status}`} data-testid={`promo-status-${promotion.id}`}>
          {t(`promo.status.${promotion.status}`)}
        </span>
      </p>
      <dl className="tl-promo__dl">
        <dt>{t('promo.facts.period')}</dt>
        <dd>{periodText}</dd>
        <dt>{t('promo.facts.eligibility')}</dt>
        <dd>{promotion.minVipLevel > 0 ? t('promo.facts.vipLevel', { level: promotion.minVipLevel }) : t('promo.facts.everyone')}</dd>
        {promotion.kind === 'rebate' ? (
          <>
            <dt>{t('promo.facts.rate')}</dt>
            <dd>{t('promo.facts.rateValue', { rate: (promotion.rateBp ?? 0) / 100 })}</dd>
          </>
        ) : (
          <>
            <dt>{t(promotion.kind === 'raffle' ? 'promo.facts.prize' : 'promo.facts.reward')}</dt>
            <dd>{formatAmount(promotion.reward ?? 0)}</dd>
          </>
        )}
        {promotion.raffle && (
          <>
            <dt>{t('promo.facts.winners')}</dt>
            <dd>{promotion.raffle.winners}</dd>
          </>
        )}
        {promotion.amount !== null && promotion.kind !== 'raffle' && (
          <>
            <dt>{t('promo.facts.yours')}</dt>
            <dd data-testid={`promo-amount-${promotion.id}`}>{formatAmount(promotion.amount)}</dd>
          </>
        )}
      </dl>
      {promotion.eligible === false && <p className="tl-promo__why">{t('promo.facts.notEligible', { level: promotion.minVipLevel })}</p>}
      {promotion.status === 'rejected' && promotion.reason && <p className="tl-promo__why">{t('promo.facts.reason', { reason: promotion.reason })}</p>}
    </>
  )
}
