import { useTranslation } from '@/shared/i18n'
import { PageFrame } from '@/shared/ui'

/** /join: the join-us (agent programme) frame. */
export function JoinUsPage() {
  const { t } = useTranslation()
  return <PageFrame testId="page-join" title={t('page.join.title')} />
}
