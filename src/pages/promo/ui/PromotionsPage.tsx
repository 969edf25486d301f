import { useTranslation } from '@/shared/i18n'
import { PageFrame } from '@/shared/ui'

/** /promotions: the promotions frame; the list comes with the promotions feature. */
export function PromotionsPage() {
  const { t } = useTranslation()
  return <PageFrame testId="page-promotions" title={t('page.promotions.title')} />
}
