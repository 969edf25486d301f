import { useTranslation } from '@/shared/i18n'
import { PageFrame } from '@/shared/ui'

/** /pointMall: the point mall frame (no side menu); rewards come with the points feature. */
export function PointMallPage() {
  const { t } = useTranslation()
  return <PageFrame testId="page-pointMall" title={t('page.pointMall.title')} />
}
