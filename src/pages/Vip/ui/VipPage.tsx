import { useTranslation } from '@/shared/i18n'
import { PageFrame } from '@/shared/ui'

/** /vip: the VIP page frame; the tiers come with the VIP feature. */
export function VipPage() {
  const { t } = useTranslation()
  return <PageFrame testId="page-vip" title={t('page.vip.title')} />
}
