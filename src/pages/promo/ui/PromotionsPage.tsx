import { useQuery } from '@tanstack/react-query'
import { useTranslation } from '@/shared/i18n'
import { Button, PageFrame, Spinner, useAuthModals } from '@/shared/ui'
import { useToken } from '@/entities/session'
import { promotionListQuery } from '@/entities/promotion'
import { usePromotionAction } from '@/features/promotion-action'
import { PromotionCard } from './PromotionCard.tsx'

/**
 * /promotions (spec §2): the operator's promotions, rebates and raffles with banner, period,
 * eligibility and reward, each with the action its status allows (spec §4) and a link to its
 * details. A visitor reads them too; an action opens the login.
 */
export function PromotionsPage() {
  const { t } = useTranslation()
  const token = useToken()
  const { openLogin } = useAuthModals()
  const list = useQuery(promotionListQuery(token))
  const action = usePromotionAction()
  return (
    <PageFrame testId="page-promotions" title={t('page.promotions.title')}>
      <div className="tl-promo">
        {token === null && (
          <div className="tl-promo__visitor" data-testid="promo-visitor">
            <p className="tl-promo__note">{t('promo.visitor.note')}</p>
            <Button variant="primary" onPress={openLogin}>{t('promo.visitor.login')}</Button>
          </div>
        )}
        {list.isPending && <Spinner />}
        {list.isError && (
          <div className="tl-promo__visitor" role="alert">
            <p className="tl-promo__note">{t('promo.list.failed')}</p>
            <Button variant="secondary" onPress={() => void list.refetch()}>{t('promo.list.retry')}</Button>
          </div>
        )}
        {list.data && list.data.list.length === 0 && <p className="tl-promo__note" data-testid="promo-empty">{t('promo.list.empty')}</p>}
        {list.data && list.data.list.length > 0 && (
          <ul className="tl-promo__grid" data-testid="promo-list">
            {list.data.list.map((p) => <PromotionCard key={p.id} promotion={p} action={action} />)}
          </ul>
        )}
      </div>
    </PageFrame>
  )
}
