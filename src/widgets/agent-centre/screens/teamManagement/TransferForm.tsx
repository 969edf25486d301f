import { useCallback, useMemo, useState } from 'react'
import { failureText, useFormatAmount, useTranslation } from '@/shared/i18n'
import { parseAmount } from '@/shared/lib'
import { Button, TextField } from '@/shared/ui'
import { useToken } from '@/entities/session'
import { useRefreshBalance } from '@/entities/wallet'
import { PaymentPasswordForm, checkPayout, newRequestId, useMoneyRequest } from '@/features/money'
import { useCentre } from '../../model/centre.ts'
import { agentKeys } from '../../model/keys.ts'
import { sendTransfer } from './model.ts'

/**
 * Transfer to one direct downline: amount and payment password, within the operator's range
 * and what is left of today's limit; through the money form's flow (a retry resends the same
 * request id). Without a payment password the agent sets one here first. A transfer makes
 * the team's balances and the agent's ledger stale, and refreshes the centre's limits.
 */
export function TransferForm({ downline }: { downline: string }) {
  const { t } = useTranslation()
  const formatAmount = useFormatAmount()
  const { centre, refresh } = useCentre()
  const refreshBalance = useRefreshBalance()
  const token = useToken()
  const [text, setText] = useState('')
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<{ amount?: string; password?: string }>({})
  const finished = useCallback(() => {
    setText('')
    refresh()
    refreshBalance(token)
  }, [refresh, refreshBalance, token])
  const request = useMoneyRequest(sendTransfer, useMemo(() => ({ invalidates: [agentKeys.team(), agentKeys.transactions()], onFinished: finished }), [finished]))
  const limits = centre.transfer
  const left = Math.max(0, limits.dailyLimit - limits.usedToday)
  const range = { min: limits.minAmount, max: Math.min(limits.maxAmount, left) }
  const shown = { min: formatAmount(limits.minAmount), max: formatAmount(range.max), left: formatAmount(left) }
  if (!limits.paymentPasswordSet) {
    return (
      <div className="tl-records__panel" data-testid="team-transfer-no-password">
        <p className="tl-records__muted">{t('money.paymentPassword.neededForTransfer')}</p>
        <PaymentPasswordForm onSaved={refresh} />
      </div>
    )
  }
  return (
    <form
      className="tl-records__panel"
      aria-label={t('agent.transfer.title', { account: downline })}
      data-testid="team-transfer-form"
      onSubmit={(e) => {
        e.preventDefault()
        const amount = parseAmount(text)
        const check = checkPayout(amount, range, password)
        setErrors(check)
        if (Object.keys(check).length > 0 || amount === null) return
        request.submit({ requestId: newRequestId('ag'), downline, amount, paymentPassword: password })
        setPassword('')
      }}
    >
      <h4 className="tl-records__subtitle">{t('agent.transfer.title', { account: downline })}</h4>
      <p className="tl-records__muted">{t('agent.transfer.limits', shown)}</p>
      <TextField label={t('money.amount')} value={text} onChange={setText} inputMode="decimal" autoComplete="off" error={errors.amount ? t(errors.amount, shown) : null} testId="team-transfer-amount" />
      <TextField label={t('money.paymentPassword.label')} type="password" inputMode="numeric" maxLength={6} autoComplete="off" value={password} onChange={setPassword} error={errors.password ? t(errors.password) : null} testId="team-transfer-password" />
      <div>
        <Button type="submit" variant="primary" aria-busy={request.busy || undefined} data-testid="team-transfer-submit">
          {t('agent.transfer.submit')}
        </Button>
      </div>
      <div aria-live="polite">
        {request.state === 'done' && request.result && (
          <p role="status" className="tl-records__gain" data-testid="team-transfer-done">
            {t('agent.transfer.done', { amount: formatAmount(request.result.amount), account: request.result.downline })}
          </p>
        )}
      </div>
      {request.failure && (
        <p role="alert" className="tl-records__loss" data-testid="team-transfer-failed">
          {failureText(request.failure)}
        </p>
      )}
    </form>
  )
}
