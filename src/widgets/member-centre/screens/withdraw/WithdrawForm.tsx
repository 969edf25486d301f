import { useState } from 'react'
import type { PayoutAccount, Withdrawal } from '@/shared/api'
import { failureText, useFormatAmount, useTranslation } from '@/shared/i18n'
import { parseAmount } from '@/shared/lib'
import { Button, Select, TextField } from '@/shared/ui'
import { checkPayout, newRequestId, type MoneyRequestView } from '@/features/money'

/**
 * The withdrawal request: an amount in the operator's range, a payout account, the payment
 * password. The amount is held from the main balance at once (the header balance refreshes).
 */
export function WithdrawForm({ accounts, range, request }: { accounts: readonly PayoutAccount[]; range: { min: number; max: number }; request: MoneyRequestView<Withdrawal> }) {
  const { t } = useTranslation()
  const formatAmount = useFormatAmount()
  const [text, setText] = useState('')
  const [accountId, setAccountId] = useState(accounts[0]?.id ?? '')
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<{ amount?: string; password?: string }>({})
  const shownRange = { min: formatAmount(range.min), max: formatAmount(range.max) }
  const account = accounts.find((a) => a.id === accountId) ?? accounts[0]
  return (
    <form
      className="tl-money__form"
      aria-labelledby="withdraw-form-title"
      data-testid="withdraw-form"
      onSubmit={(e) => {
        e.preventDefault()
        const amount = parseAmount(text)
        const check = checkPayout(amount, range, password)
        setErrors(check)
        if (Object.keys(check).length > 0 || amount === null || !account) return
        request.submit({ requestId: newRequestId('wd'), amount, payoutAccountId: account.id, paymentPassword: password })
        setPassword('')
      }}
    >
      <h4 id="withdraw-form-title" className="tl-money__subtitle">
        {t('money.withdraw.title')}
      </h4>
      <p className="tl-money__note" data-testid="withdraw-range">
        {t('money.range', shownRange)}
      </p>
      <TextField label={t('money.amount')} value={text} onChange={setText} inputMode="decimal" autoComplete="off" error={errors.amount ? t(errors.amount, shownRange) : null} testId="withdraw-amount" />
      {/* react-aria's picker in the site's look; the visible label is also in its name (WCAG 2.5.3). */}
      <div className="tl-money__select">
        <span className="tl-money__select-label" aria-hidden="true">{t('money.withdraw.account')}</span>
        <Select
          label={t('money.withdraw.account')}
          options={accounts.map((a) => ({ id: a.id, label: `${a.provider} · ${a.accountNumber}` }))}
          value={account?.id ?? null}
          onChange={setAccountId}
          testId="withdraw-account"
        />
      </div>
      <TextField label={t('money.paymentPassword.label')} type="password" inputMode="numeric" maxLength={6} autoComplete="off" value={password} onChange={setPassword} error={errors.password ? t(errors.password) : null} testId="withdraw-password" />
      <Button type="submit" variant="primary" aria-busy={request.busy || undefined} data-testid="withdraw-submit">
        {t('money.withdraw.submit')}
      </Button>
      <div aria-live="polite">
        {request.state === 'done' && request.result && (
          <p role="status" className="tl-money__done" data-testid="withdraw-done">
            {t('money.withdraw.sent', { amount: formatAmount(request.result.amount) })}
          </p>
        )}
      </div>
      {request.failure && (
        <p role="alert" className="tl-money__error" data-testid="withdraw-failed">
          {failureText(request.failure, 'withdrawalRequest')}
        </p>
      )}
    </form>
  )
}
