import { formatGmt8DateTime } from '@/shared/lib'
import { useTranslation } from '@/shared/i18n'
import { ClockIcon } from '@/shared/ui'
import { useNow } from '@/shared/lib'

/** `YYYY-MM-DD HH:mm:ss GMT8`, always Manila/Beijing time whatever the browser's zone. */
export function Gmt8Clock() {
  const { t } = useTranslation()
  const now = useNow()
  return (
    <span className="tl-clock">
      <ClockIcon size={16} />
      <time className="tl-clock__time" data-testid="gmt8-clock" dateTime={new Date(now).toISOString()} aria-label={t('header.clock')}>
        {`${formatGmt8DateTime(now)} GMT8`}
      </time>
    </span>
  )
}
