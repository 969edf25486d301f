import { useMemo, useState } from 'react'
import type { PointReward, RedeemReply } from '@/shared/api'
import { failureText, useFormatAmount, useTranslation } from '@/shared/i18n'
import { Button, Checkbox, TextField, useModal } from '@/shared/ui'
import { newRequestId, useMoneyRequest } from '@/shared/money'
import { useToken } from '@/entities/session'
import { redeemReward, type RedeemOrder } from '@/entities/points'
import { useMallChanged } from '../model/useMallChanged.ts'
import { useFormatPoints } from '../lib/formatPoints.ts'
import { maxQuantity } from '../lib/rewardState.ts'
import { PasswordField, PasswordGate } from './PasswordField.tsx'
import { REDEEM_MODAL } from './RedeemDialog.tsx'

/** A failure with no reply from the server: the same request may be sent again safely (its request id). */
const noReply = (code: string) => code === 'NETWORK' || code === 'BAD_REPLY'

/**
 * Redeeming one reward: how many, for an item the member's confirmation that it is sent after
 * the operator approves it, and the payment password. The request goes through the money
 * request flow (machines/moneyRequest.machine.ts): a retry resends the same request id.
 */
export function RedeemForm({ reward, balance }: { reward: PointReward; balance: number }) {
  const { t } = useTranslation()
  const formatAmount = useFormatAmount()
  const formatPoints = useFormatPoints()
  const token = useToken() ?? ''
  const { close } = useModal(REDEEM_MODAL)
  const changed = useMallChanged()
  const max = Math.max(1, maxQuantity(reward, balance))
  const [quantityText, setQuantityText] = useState('1')
  const [confirmed, setConfirmed] = useState(false)
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<{ quantity?: string; confirm?: string; password?: string }>({})
  const request = useMoneyRequest<RedeemOrder, RedeemReply>(
    (order, signal) => redeemReward(token, order, signal),
    useMemo(() => ({ onFinished: changed }), [changed]),
  )
  const quantity = /^\d{1,2}$/.test(quantityText) ? Number(quantityText) : NaN
  const totalPoints = Number.isFinite(quantity) ? quantity * reward.requirement.points : null
  const isItem = reward.kind === 'item'

  if (request.state === 'done' && request.result) {
    const r = request.result.redemption
    return (
      <div className="tl-mall__form" role="status" data-testid="redeem-done">
        <p className="tl-mall__done">
          {r.status === 'approved' && r.creditAmount !== null
            ? t('pointMall.redeem.credited', { amount: formatAmount(r.creditAmount), points: formatPoints(r.points) })
            : t('pointMall.redeem.inProcess', { points: formatPoints(r.points) })}
        </p>
        <p className="tl-mall__note">{t('pointMall.redeem.balanceNow', { points: formatPoints(request.result.balance) })}</p>
        <Button variant="primary" onPress={close} data-testid="redeem-close">{t('common.close')}</Button>
      </div>
    )
  }

  return (
    <PasswordGate testId="redeem-password">
      <form
        className="tl-mall__form"
        data-testid="redeem-form"
        aria-label={t('pointMall.redeem.formLabel')}
        onSubmit={(e) => {
          e.preventDefault()
          const next: typeof errors = {}
          if (!Number.isInteger(quantity) || quantity < 1 || quantity > max) next.quantity = t('pointMall.redeem.quantityRange', { max })
          if (isItem && !confirmed) next.confirm = t('pointMall.redeem.confirmNeeded')
          if (!/^\d{6}$/.test(password)) next.password = t('money.paymentPassword.sixDigits')
          setErrors(next)
          if (Object.keys(next).length > 0) return
          request.submit({ requestId: newRequestId('pr'), rewardId: reward.id, quantity, paymentPassword: password })
          setPassword('')
        }}
      >
        <dl className="tl-mall__dl">
          <dt>{t('pointMall.rewards.points')}</dt>
          <dd>{formatPoints(reward.requirement.points)}</dd>
          {reward.creditAmount !== null && (
            <>
              <dt>{t('pointMall.redeem.credit')}</dt>
              <dd>{formatAmount(reward.creditAmount)}</dd>
            </>
          )}
          <dt>{t('pointMall.balance.title')}</dt>
          <dd>{formatPoints(balance)}</dd>
        </dl>
        {max > 1 && (
          <TextField
            label={t('pointMall.redeem.quantity', { max })}
            value={quantityText}
            onChange={setQuantityText}
            inputMode="numeric"
            maxLength={2}
            autoComplete="off"
            error={errors.quantity ?? null}
            testId="redeem-quantity"
          />
        )}
        <p className="tl-mall__note" data-testid="redeem-total">
          {totalPoints === null ? '' : t('pointMall.redeem.total', { points: formatPoints(totalPoints) })}
        </p>
        {isItem && (
          <div>
            <Checkbox isSelected={confirmed} onChange={setConfirmed} testId="redeem-confirm">
              {t('pointMall.redeem.confirmItem')}
            </Checkbox>
            {errors.confirm && <p className="tl-mall__error" role="alert">{errors.confirm}</p>}
          </div>
        )}
        <PasswordField value={password} onChange={setPassword} error={errors.password ?? null} testId="redeem-password" />
        <Button type="submit" variant="primary" aria-busy={request.busy || undefined} isDisabled={request.busy} data-testid="redeem-submit">
          {t('pointMall.redeem.submit')}
        </Button>
        {request.failure && (
          <div className="tl-mall__failure">
            <p role="alert" className="tl-mall__error" data-testid="redeem-failed">
              {failureText(request.failure, 'pointRedeem')}
            </p>
            {noReply(request.failure.code) && (
              <Button variant="secondary" size="sm" onPress={request.retry} data-testid="redeem-retry">{t('list.retry')}</Button>
            )}
          </div>
        )}
      </form>
    </PasswordGate>
  )
}
