import { useTranslation } from '@/shared/i18n'
import { PageFrame } from '@/shared/ui'

/** /seamless: the seamless games frame (header only). */
export function SeamlessPage() {
  const { t } = useTranslation()
  return <PageFrame testId="page-seamless" title={t('page.seamless.title')} />
}
