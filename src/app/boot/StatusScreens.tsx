import { useEffect } from 'react'
import type { StatusReply } from '@/shared/api'
import { failureText, useTranslation } from '@/shared/i18n'
import { Button, ShieldIcon, ToolsIcon, WarningIcon } from '@/shared/ui'
import type { BootFailure } from '@machines/boot.machine.ts'

const openCustomerService = (url: string) => {
  window.open(url, '_blank', 'noopener,noreferrer')
}

const useTitle = (title: string) => {
  useEffect(() => {
    document.title = title
  }, [title])
}

/** Status 1 (spec §2). */
export function MaintenancePage({ status }: { status: StatusReply }) {
  const { t } = useTranslation()
  useTitle(`${t('maintenance.title')} | ${status.info.brand.brandName}`)
  return (
    <main className="tl-status" data-testid="maintenance-page">
      <div className="tl-status__card">
        <ToolsIcon size={64} className="tl-status__icon" />
        <h1 className="tl-status__title">{t('maintenance.title')}</h1>
        <p className="tl-status__lead">{t('maintenance.greeting')}</p>
        <p className="tl-status__text">{t('maintenance.body')}</p>
        <Button size="lg" data-testid="contact-us" onPress={() => openCustomerService(status.info.customerService.url)}>
          {t('maintenance.contact')}
        </Button>
      </div>
    </main>
  )
}

/** Status 2 (spec §2): the visitor's IP and country. */
export function AccessDeniedPage({ status }: { status: StatusReply }) {
  const { t } = useTranslation()
  useTitle(`${t('denied.title')} | ${status.info.brand.brandName}`)
  return (
    <main className="tl-status" data-testid="access-denied-page">
      <div className="tl-status__card">
        <ShieldIcon size={64} className="tl-status__icon tl-status__icon--danger" />
        <h1 className="tl-status__title">{t('denied.title')}</h1>
        <p className="tl-status__text">{t('denied.body')}</p>
        <dl className="tl-status__facts">
          <div>
            <dt>{t('denied.ip')}</dt>
            <dd data-testid="denied-ip">{status.location.ip}</dd>
          </div>
          <div>
            <dt>{t('denied.country')}</dt>
            <dd data-testid="denied-country">{status.location.country}</dd>
          </div>
        </dl>
        <Button size="lg" data-testid="contact-us" onPress={() => openCustomerService(status.info.customerService.url)}>
          {t('denied.contact')}
        </Button>
      </div>
    </main>
  )
}

/** The status call failed: say why (offline, network, or the server's refusal) and offer a retry. */
export function BootFailedScreen({ failure, onRetry }: { failure: BootFailure | null; onRetry: () => void }) {
  const { t } = useTranslation()
  const network = !failure || failure.code === 'NETWORK' || failure.code === 'BAD_REPLY'
  // The browser knows it has no connection: the page comes back by itself when it returns.
  const offline = network && !navigator.onLine
  return (
    <main className="tl-status" data-testid="boot-failed">
      <div className="tl-status__card" role="alert">
        <WarningIcon size={64} className="tl-status__icon tl-status__icon--danger" />
        <h1 className="tl-status__title">{t(offline ? 'errors.offline' : network ? 'errors.network' : 'errors.unknown')}</h1>
        {offline && <p className="tl-status__text">{t('errors.offlineHint')}</p>}
        {!network && <p className="tl-status__text">{failureText(failure)}</p>}
        <Button size="lg" onPress={onRetry}>
          {t('common.retry')}
        </Button>
      </div>
    </main>
  )
}
