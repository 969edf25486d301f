import type { PromotionView } from '@/shared/api'
import { useLanguage } from '@/shared/i18n'
import './promotion.css'

/** The operator's banner, or one drawn from the title in the kind's colours; decorative beside the title it repeats. */
export function PromotionBanner({ promotion }: { promotion: Pick<PromotionView, 'banner' | 'kind' | 'title'> }) {
  const language = useLanguage()
  const title = promotion.title[language] || promotion.title.en
  return (
    <figure className={`tl-promo__banner tl-promo__banner--${promotion.kind}`} aria-hidden="true">
      {promotion.banner ? <img src={promotion.banner} alt="" loading="lazy" decoding="async" /> : <span className="tl-promo__banner-text">{title}</span>}
    </figure>
  )
}
