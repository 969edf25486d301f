import { useCallback, useMemo, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from '@/shared/i18n'
import { Button, TextField } from '@/shared/ui'
import { MoneyFormFrame, useMoneyRequest } from '@/shared/money'
import { moneyKeys, paymentPasswordQuery, savePaymentPassword, type PaymentPasswordOrder } from '../api/paymentPassword.ts'
import { checkPaymentPassword, type PaymentPasswordFields } from '../lib/checkPaymentPassword.ts'

const empty: PaymentPasswordFields = { oldPassword: '', newPassword: '', confirmNewPassword: '' }

/**
 * The payment password (needed by withdrawals, transfers and redemptions): set it (6 digits,
 * twice) when none, change it (old, new, confirm) when set. `onSaved` tells the page that
 * offered it (withdrawal, transfer to the upline).
 */
export function PaymentPasswordForm({ onSaved }: { onSaved?: () => void }) {
  const { t } = useTranslation()
  const status = useQuery(paymentPasswordQuery())
  const [fields, setFields] = useState(empty)
  const [errors, setErrors] = useState<Partial<Record<keyof PaymentPasswordFields, string>>>({})
  const finished = useCallback(() => {
    setFields(empty)
    onSaved?.()
  }, [onSaved])
  // Whoever shows whether one is set (this form, the withdrawal page) reads it again.
  const request = useMoneyRequest(savePaymentPassword, useMemo(() => ({ invalidates: [moneyKeys.paymentPassword()], onFinished: finished }), [finished]))
  if (!status.data) {
    return status.isError && !status.isFetching ? (
      <p role="alert" className="tl-money__error">
        {t('money.loadFailed')} <Button variant="secondary" size="sm" onPress={() => void status.refetch()}>{t('money.retry')}</Button>
      </p>
    ) : null
  }
  const isSet = status.data.set
  const field = (name: keyof PaymentPasswordFields, label: string) => (
    <TextField
      label={label}
      type="password"
      inputMode="numeric"
      maxLength={6}
      autoComplete="off"
      value={fields[name]}
      onChange={(v) => setFields({ ...fields, [name]: v })}
      error={errors[name] ? t(errors[name]) : null}
      testId={`payment-password-${name}`}
    />
  )
  const submit = () => {
    const check = checkPaymentPassword(fields, isSet)
    setErrors(check.errors)
    if (!check.ok) return
    const order: PaymentPasswordOrder = isSet ? fields : { newPassword: fields.newPassword, confirmNewPassword: fields.confirmNewPassword }
    request.submit(order)
  }
  return (
    <MoneyFormFrame
      id="payment-password"
      formTestId="payment-password"
      title={t(isSet ? 'money.paymentPassword.changeTitle' : 'money.paymentPassword.setTitle')}
      request={request}
      onSubmit={submit}
      submitLabel={t(isSet ? 'money.paymentPassword.change' : 'money.paymentPassword.set')}
      doneText={() => t('money.paymentPassword.saved')}
      failedCall={isSet ? 'paymentPasswordChange' : 'paymentPasswordSet'}
    >
      <p className="tl-money__note">{t(isSet ? 'money.paymentPassword.isSet' : 'money.paymentPassword.notSet')}</p>
      {isSet && field('oldPassword', t('money.paymentPassword.old'))}
      {field('newPassword', t('money.paymentPassword.new'))}
      {field('confirmNewPassword', t('money.paymentPassword.confirm'))}
    </MoneyFormFrame>
  )
}
