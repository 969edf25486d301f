import type { ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from '@/shared/i18n'
import { TextField } from '@/shared/ui'
import { PaymentPasswordForm, paymentPasswordQuery } from '@/features/money'

/**
 * What a redeem or a conversion shows before its form: the form (`children`) when a payment
 * password is set, else the form that sets it (its own form, never nested in another; saving
 * makes the status query stale, and the children show then).
 */
export function PasswordGate({ children, testId }: { children: ReactNode; testId: string }) {
  const { t } = useTranslation()
  const status = useQuery(paymentPasswordQuery())
  if (!status.data) return null
  if (!status.data.set) {
    return (
      <div className="tl-mall__setup" data-testid={`${testId}-setup`}>
        <p className="tl-mall__note">{t('pointMall.passwordNeeded')}</p>
        <PaymentPasswordForm />
      </div>
    )
  }
  return <>{children}</>
}

/** The payment password of a redeem or a conversion (six digits). */
export function PasswordField({ value, onChange, error, testId }: { value: string; onChange: (v: string) => void; error: string | null; testId: string }) {
  const { t } = useTranslation()
  return (
    <TextField label={t('money.paymentPassword.label')} type="password" inputMode="numeric" maxLength={6} autoComplete="off" value={value} onChange={onChange} error={error} testId={testId} />
  )
}
