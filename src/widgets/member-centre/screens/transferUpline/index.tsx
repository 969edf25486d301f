import { useCallback, useMemo, useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { failureText, useFormatAmount, useTranslation } from '@/shared/i18n'
import { ErrorState, ListSkeleton } from '@/shared/list'
import { parseAmount } from '@/shared/lib'
import { Button, TextField } from '@/shared/ui'
import { useToken } from '@/entities/session'
import { useRefreshBalance } from '@/entities/wallet'
import { PaymentPasswordForm, checkPayout, newRequestId, useMoneyRequest } from '@/features/money'
import { memberCentreKeys } from '../../model/keys.ts'
import { loadUpline, sendToUpline } from './calls.ts'

/**
 * transfer to upline (transferUpline, spec §2): the upline agent, the limits and today's
 * use, the amount with the payment password; a member with no agent upline is told why
 * there is nothing to do here.
 */
export default function TransferUplinePage() {
  const { t } = useTranslation()
  const formatAmount = useFormatAmount()
  const info = useQuery({ queryKey: memberCentreKeys.upline(), queryFn: ({ signal }) => loadUpline(signal) })
  const queryClient = useQueryClient()
  const refreshBalance = useRefreshBalance()
  const token = useToken()
  const [text, setText] = useState('')
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<{ amount?: string; password?: string }>({})
  // Today's use (and whether a payment password is set) are in the upline's reply.
  const reload = useCallback(() => void queryClient.invalidateQueries({ queryKey: memberCentreKeys.upline() }), [queryClient])
  const finished = useCallback(() => {
    setText('')
    refreshBalance(token)
  }, [refreshBalance, token])
  const request = useMoneyRequest(sendToUpline, useMemo(() => ({ invalidates: [memberCentreKeys.upline(), memberCentreKeys.records()], onFinished: finished }), [finished]))
  const head = (
    <h3 id="upline-title" className="tl-money__title">
      {t('accounts.memberCentre.menu.transferUpline')}
    </h3>
  )
  if (info.isError && !info.isFetching) return <section className="tl-money" aria-labelledby="upline-title">{head}<ErrorState failure={info.error} onRetry={() => void info.refetch()} /></section>
  if (!info.data) return <section className="tl-money" aria-labelledby="upline-title">{head}<ListSkeleton rows={3} columns={2} /></section>
  const upline = info.data
  const left = Math.max(0, upline.dailyLimit - upline.usedToday)
  const range = { min: upline.minAmount, max: Math.min(upline.maxAmount, left) }
  const shown = { min: formatAmount(upline.minAmount), max: formatAmount(upline.maxAmount) }
  return (
    <section className="tl-money" aria-labelledby="upline-title" data-testid="upline-page">
      {head}
      {upline.upline === null ? (
        <p className="tl-money__note" data-testid="upline-none">
          {t('money.upline.none')}
        </p>
      ) : (
        <>
          <dl className="tl-money__dl tl-money__card" data-testid="upline-info">
            <dt>{t('money.upline.account')}</dt>
            <dd data-testid="upline-account">{upline.upline}</dd>
            <dt>{t('money.upline.range')}</dt>
            <dd>{t('money.range', shown)}</dd>
            <dt>{t('money.upline.daily')}</dt>
            <dd>{formatAmount(upline.dailyLimit)}</dd>
            <dt>{t('money.upline.used')}</dt>
            <dd data-testid="upline-used">{formatAmount(upline.usedToday)}</dd>
          </dl>
          {!upline.paymentPasswordSet ? (
            <div className="tl-money__form" data-testid="upline-no-password">
              <p className="tl-money__note">{t('money.paymentPassword.neededForTransfer')}</p>
              <PaymentPasswordForm onSaved={reload} />
            </div>
          ) : (
            <form
              className="tl-money__form"
              aria-labelledby="upline-form-title"
              data-testid="upline-form"
              onSubmit={(e) => {
                e.preventDefault()
                const amount = parseAmount(text)
                const check = checkPayout(amount, range, password)
                if (check.amount === 'money.amountOutOfRange' && amount !== null && amount > left && amount <= upline.maxAmount) check.amount = 'money.upline.overDaily'
                setErrors(check)
                if (Object.keys(check).length > 0 || amount === null) return
                request.submit({ requestId: newRequestId('up'), amount, paymentPassword: password })
                setPassword('')
              }}
            >
              <h4 id="upline-form-title" className="tl-money__subtitle">
                {t('money.upline.title', { upline: upline.upline })}
              </h4>
              <TextField label={t('money.amount')} value={text} onChange={setText} inputMode="decimal" autoComplete="off" error={errors.amount ? t(errors.amount, { ...shown, left: formatAmount(left) }) : null} testId="upline-amount" />
              <TextField label={t('money.paymentPassword.label')} type="password" inputMode="numeric" maxLength={6} autoComplete="off" value={password} onChange={setPassword} error={errors.password ? t(errors.password) : null} testId="upline-password" />
              <Button type="submit" variant="primary" aria-busy={request.busy || undefined} data-testid="upline-submit">
                {t('money.upline.submit')}
              </Button>
              <div aria-live="polite">
                {request.state === 'done' && request.result && (
                  <p role="status" className="tl-money__done" data-testid="upline-done">
                    {t('money.upline.done', { amount: formatAmount(request.result.amount), upline: request.result.upline })}
                  </p>
                )}
              </div>
              {request.failure && (
                <p role="alert" className="tl-money__error" data-testid="upline-failed">
                  {failureText(request.failure, 'uplineTransfer')}
                </p>
              )}
            </form>
          )}
        </>
      )}
    </section>
  )
}
