import '../security.css'
import { useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { SecurityInfo } from '@/shared/api'
import { useTranslation } from '@/shared/i18n'
import { Button, ManagedModal, Spinner, useModals } from '@/shared/ui'
import { securityInfoQuery } from '../api/security.ts'
import { BindContactForm } from './BindContactForm.tsx'
import { BindAuthenticatorForm } from './AuthenticatorForms.tsx'
import { SecurityForm } from './SecurityForm.tsx'

export const SECURITY_BIND_MODAL = 'securityBind'
type Kind = 'email' | 'mobile' | 'bankName' | 'birthday' | 'authenticator' | 'removeAuthenticator'

const titleKey: Record<Kind, string> = {
  email: 'security.bind.emailTitle',
  mobile: 'security.bind.mobileTitle',
  bankName: 'security.bind.bankNameTitle',
  birthday: 'security.bind.birthdayTitle',
  authenticator: 'security.bind.authenticatorTitle',
  removeAuthenticator: 'security.bind.removeTitle',
}

function Row({ label, value, action, testId }: { label: string; value: string; action?: React.ReactNode; testId: string }) {
  const { t } = useTranslation()
  return (
    <div className="tl-security__row" data-testid={testId}>
      <dt>{label}</dt>
      <dd>
        <span className={value ? '' : 'tl-muted'} data-testid={`${testId}-value`}>
          {value || t('security.center.notBound')}
        </span>
        {action}
      </dd>
    </div>
  )
}

/**
 * "my account" (member centre page securityCenter): the account name and what is bound
 * (mobile, e-mail, bank account name, date of birth, authenticator), masked, with bind and change actions
 * in a modal. Each action is its own flow (machines/bindContact, bindAuthenticator,
 * securityForm); the page shows the latest info the server returned (the query's, or the one
 * an action answered, put in its place).
 */
export function SecurityCenter() {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const query = useQuery(securityInfoQuery())
  const info = query.data ?? null
  const failed = query.isError && !query.isFetching
  const [kind, setKind] = useState<Kind | null>(null)
  // A new key per opening, so each opening starts its flow afresh.
  const [opening, setOpening] = useState(0)
  const modals = useModals()

  const open = (k: Kind) => {
    setKind(k)
    setOpening((n) => n + 1)
    modals.open(SECURITY_BIND_MODAL)
  }
  const done = (next: SecurityInfo) => {
    queryClient.setQueryData(securityInfoQuery().queryKey, next)
    modals.close(SECURITY_BIND_MODAL)
  }
  const action = (k: Kind, label: string) => (
    <Button variant="link" size="sm" onPress={() => open(k)} data-testid={`security-action-${k}`}>
      {label}
    </Button>
  )

  if (failed) {
    return (
      <div className="tl-security" role="alert">
        <p>{t('security.center.loadFailed')}</p>
        <Button onPress={() => void query.refetch()}>{t('security.center.retry')}</Button>
      </div>
    )
  }
  if (!info) return <Spinner />
  return (
    <section className="tl-security" data-testid="security-center">
      <h3 className="tl-security__title">{t('security.center.heading')}</h3>
      <dl className="tl-security__list">
        <Row label={t('security.center.account')} value={info.account} testId="security-account" />
        <Row label={t('security.center.mobile')} value={info.mobile} testId="security-mobile" action={action('mobile', info.mobile ? t('security.center.change') : t('security.center.bind'))} />
        <Row label={t('security.center.email')} value={info.email} testId="security-email" action={action('email', info.email ? t('security.center.change') : t('security.center.bind'))} />
        <Row label={t('security.center.bankName')} value={info.payeeName} testId="security-bank" action={info.payeeName ? undefined : action('bankName', t('security.center.set'))} />
        {/* Set once: the VIP birthday bonus is paid on it. */}
        <Row label={t('security.center.birthday')} value={info.birthday ?? ''} testId="security-birthday" action={info.birthday ? undefined : action('birthday', t('security.center.set'))} />
        <Row
          label={t('security.center.authenticator')}
          value={info.authenticator ? t('security.center.bound') : ''}
          testId="security-authenticator"
          action={info.authenticator ? action('removeAuthenticator', t('security.center.remove')) : action('authenticator', t('security.center.bind'))}
        />
      </dl>
      <ManagedModal name={SECURITY_BIND_MODAL} title={kind ? t(titleKey[kind]) : ''} height="auto">
        {kind === 'email' || kind === 'mobile' ? <BindContactForm key={opening} kind={kind} onDone={done} /> : null}
        {kind === 'authenticator' ? <BindAuthenticatorForm key={opening} onDone={done} /> : null}
        {kind === 'bankName' || kind === 'birthday' || kind === 'removeAuthenticator' ? <SecurityForm key={opening} kind={kind} onDone={done} /> : null}
      </ManagedModal>
    </section>
  )
}
