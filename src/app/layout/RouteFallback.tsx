import { useTranslation } from '@/shared/i18n'
import { LoadingScreen } from '@/shared/ui'

/** Shown while the first page chunk loads. */
export function RouteFallback() {
  const { t } = useTranslation()
  return <LoadingScreen label={t('common.loading')} />
}
