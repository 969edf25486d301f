import { useTranslation } from '@/shared/i18n'
import { PageFrame } from '@/shared/ui'

/** /vnlottery: the Vietnamese lottery frame (header only). */
export function VnLotteryPage() {
  const { t } = useTranslation()
  return <PageFrame testId="page-vnlottery" title={t('page.vnlottery.title')} />
}
