import { useTranslation } from '@/shared/i18n'
import { PageFrame } from '@/shared/ui'

/** /elott: the e-lottery frame. */
export function ElottPage() {
  const { t } = useTranslation()
  return <PageFrame testId="page-elott" title={t('page.elott.title')} />
}
