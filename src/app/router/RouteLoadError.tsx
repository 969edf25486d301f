import { useRouteError } from 'react-router'
import { isTimeoutError } from '@/shared/lib'
import { useTranslation } from '@/shared/i18n'
import { Button, WarningIcon } from '@/shared/ui'

/** A page chunk that failed or timed out (spec §8): say so, offer a reload. */
export function RouteLoadError() {
  const { t } = useTranslation()
  const error = useRouteError()
  return (
    <div className="tl-page tl-load-failed" role="alert" data-testid="page-load-failed">
      <WarningIcon size={48} className="tl-load-failed__icon" />
      <h1 className="tl-load-failed__title">{t(isTimeoutError(error) ? 'errors.chunkTimeout' : 'errors.chunkFailed')}</h1>
      <Button onPress={() => window.location.reload()}>{t('common.retry')}</Button>
    </div>
  )
}
