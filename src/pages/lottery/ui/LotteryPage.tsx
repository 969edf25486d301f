import { useTranslation } from '@/shared/i18n'
import { PageFrame } from '@/shared/ui'

/** /lottery: the lottery lobby frame (header only); draws come with the lottery feature. */
export function LotteryPage() {
  const { t } = useTranslation()
  return <PageFrame testId="page-lottery" title={t('page.lottery.title')} />
}
