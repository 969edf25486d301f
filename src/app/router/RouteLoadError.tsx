import { isTimeoutError } from '@/shared/lib'
import { useTranslation } from '@/shared/i18n'
import { Button, WarningIcon } from '@/shared/ui'

/** A page that could not be shown (spec §8): a slow chunk or a failed one; offers a reload. */
export function PageLoadFailed({ error }: { error: unknown }) {
  const { t } = useTranslation()
  return (
    <div className="tl-page tl-load-failed" role="alert" data-testid="page-load-failed">
      <WarningIcon size={48} className="tl-load-failed__icon" />
      <h1 className="tl-load-failed__title">{t(isTimeoutError(error) ? 'errors.chunkTimeout' : 'errors.chunkFailed')}</h1>
      <Button onPress={() => window.location.reload()}>{t('common.retry')}</Button>
    </div>
  )
}
