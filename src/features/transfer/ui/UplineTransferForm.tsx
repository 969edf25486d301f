import { useMemo } from 'react'
import type { QueryKey } from '@tanstack/react-query'
import { useFormatAmount, useTranslation } from '@/shared/i18n'
import { MoneyForm, newRequestId } from '@/shared/money'
import { transferKeys } from '../api/keys.ts'
import { sendToUpline } from '../api/upline.ts'
import { dailyRange, type TransferLimits } from '../lib/dailyRange.ts'
import { useTransferRequest } from '../model/useTransferRequest.ts'

/**
 * The transfer to the upline: the amount (within the operator's range and what is left of
 * today's limit, which has its own word) and the payment password. A transfer makes the
 * upline's figures (today's use) and `changes` (the page's records) stale.
 */
export function UplineTransferForm({ upline, limits, changes }: { upline: string; limits: TransferLimits; changes: readonly QueryKey[] }) {
  const { t } = useTranslation()
  const formatAmount = useFormatAmount()
  const request = useTransferRequest(sendToUpline, useMemo(() => [transferKeys.upline(), ...changes], [changes]))
  const { left, range } = dailyRange(limits)
  // Within the range per transfer but over what is left today: said as such.
  const overDaily = (amount: number | null) => amount !== null && amount > left && amount <= limits.maxAmount
  return (
    <MoneyForm
      id="upline"
      title={t('money.upline.title', { upline })}
      submitLabel={t('money.upline.submit')}
      doneText={(result) => (result ? t('money.upline.done', { amount: formatAmount(result.amount), upline: result.upline }) : null)}
      failedCall="uplineTransfer"
      request={request}
      range={range}
      rangeText={{ min: formatAmount(limits.minAmount), max: formatAmount(limits.maxAmount), left: formatAmount(left) }}
      refine={(errors, amount) => (errors.amount === 'money.amountOutOfRange' && overDaily(amount) ? { ...errors, amount: 'money.upline.overDaily' } : errors)}
      clearsAmount
      onSubmit={(amount, paymentPassword) => request.submit({ requestId: newRequestId('up'), amount, paymentPassword })}
    />
  )
}
