import { isTimeoutError } from '@/shared/lib'
import { useTranslation } from '@/shared/i18n'
import { Button, WarningIcon } from '@/shared/ui'

/** A page that could not be shown (spec §8): a slow chunk or a failed one; Retry reloads unless told otherwise. */
export function PageLoadFailed({ error, onRetry = () => window.location.reload() }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation()
  return (
    <div className="tl-page tl-load-failed" role="alert" data-testid="page-load-failed">
      <WarningIcon size={48} className="tl-load-failed__icon" />
      <h1 className="tl-load-failed__title">{t(isTimeoutError(error) ? 'errors.chunkTimeout' : 'errors.chunkFailed')}</h1>
      <Button onPress={onRetry}>{t('common.retry')}</Button>
    </div>
  )
}
