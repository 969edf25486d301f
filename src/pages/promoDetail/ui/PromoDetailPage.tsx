import { useQuery } from '@tanstack/react-query'
import { Link, useSearchParams } from 'react-router'
import { Paths } from '@/shared/config'
import { useLanguage, useTranslation } from '@/shared/i18n'
import { Button, PageFrame, SafeHtml, Spinner } from '@/shared/ui'
import { useToken } from '@/entities/session'
import { PromotionBanner, PromotionFacts, promotionDetailQuery } from '@/entities/promotion'
import { PromotionAction, usePromotionAction } from '@/features/promotion-action'
import { RaffleDraw } from './RaffleDraw.tsx'

/** The promotion id of `?id=`, or null when there is none worth asking for. */
const idOf = (text: string | null): number | null => (text !== null && /^[1-9]\d{0,9}$/.test(text) && Number(text) <= 2_147_483_647 ? Number(text) : null)

/**
 * /promoDetail?id=<promotion> (spec §2): one promotion with its banner, its HTML body
 * (sanitised), period, eligibility, the action its status allows and, for a raffle, the draw
 * with the check anyone can run.
 */
export function PromoDetailPage() {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const id = idOf(params.get('id'))
  return (
    <PageFrame testId="page-promoDetail" title={t('page.promoDetail.title')}>
      <div className="tl-promo__detail">
        <Link className="tl-promo__link" to={Paths.promotions}>{t('promo.detail.back')}</Link>
        {id === null ? <p className="tl-promo__note" data-testid="promo-none">{t('promo.detail.none')}</p> : <PromotionDetail id={id} />}
      </div>
    </PageFrame>
  )
}

function PromotionDetail({ id }: { id: number }) {
  const { t } = useTranslation()
  const language = useLanguage()
  const token = useToken()
  const detail = useQuery(promotionDetailQuery(token, id))
  const action = usePromotionAction()
  if (detail.isPending) return <Spinner />
  if (detail.isError) {
    const missing = (detail.error as { code?: string }).code === 'NOT_FOUND'
    return (
      <div className="tl-promo__visitor" role="alert">
        <p className="tl-promo__note" data-testid="promo-missing">{t(missing ? 'promo.detail.missing' : 'promo.list.failed')}</p>
        {!missing && <Button variant="secondary" onPress={() => void detail.refetch()}>{t('promo.list.retry')}</Button>}
      </div>
    )
  }
  const p = detail.data
  return (
    <article className="tl-promo__detail" aria-labelledby="promo-detail-title" data-testid={`promo-detail-${p.id}`}>
      <PromotionBanner promotion={p} />
      <h2 id="promo-detail-title" className="tl-promo__title">{p.title[language] || p.title.en}</h2>
      <PromotionFacts promotion={p} />
      <PromotionAction promotion={p} state={action} />
      {p.body && <SafeHtml className="tl-promo__html" html={p.body[language] || p.body.en} />}
      {p.raffle && <RaffleDraw promotionId={p.id} raffle={p.raffle} />}
    </article>
  )
}
