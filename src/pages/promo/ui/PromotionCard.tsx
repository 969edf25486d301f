import { Link } from 'react-router'
import type { PromotionView } from '@/shared/api'
import { Paths } from '@/shared/config'
import { useLanguage, useTranslation } from '@/shared/i18n'
import { PromotionBanner, PromotionFacts } from '@/entities/promotion'
import { PromotionAction, type PromotionActionState } from '@/features/promotion-action'

/** One promotion on the list: banner, title (the link to its details), facts, action. */
export function PromotionCard({ promotion, action }: { promotion: PromotionView; action: PromotionActionState }) {
  const { t } = useTranslation()
  const language = useLanguage()
  const title = promotion.title[language] || promotion.title.en
  const href = `${Paths.promoDetail}?id=${promotion.id}`
  const titleId = `promo-${promotion.id}-title`
  return (
    <li className="tl-promo__card" data-testid={`promo-${promotion.id}`} aria-labelledby={titleId}>
      <PromotionBanner promotion={promotion} />
      <div className="tl-promo__body">
        <h2 id={titleId} className="tl-promo__title"><Link to={href}>{title}</Link></h2>
        <PromotionFacts promotion={promotion} />
        <PromotionAction promotion={promotion} state={action} />
        <Link className="tl-promo__link" to={href} aria-label={t('promo.list.detailsNamed', { name: title })} data-testid={`promo-details-${promotion.id}`}>
          {t('promo.list.details')}
        </Link>
      </div>
    </li>
  )
}
