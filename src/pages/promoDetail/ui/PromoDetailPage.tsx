import { useTranslation } from '@/shared/i18n'
import { PageFrame } from '@/shared/ui'

/** /promoDetail: the promotion details frame. */
export function PromoDetailPage() {
  const { t } = useTranslation()
  return <PageFrame testId="page-promoDetail" title={t('page.promoDetail.title')} />
}
