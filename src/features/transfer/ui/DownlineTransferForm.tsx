import type { QueryKey } from '@tanstack/react-query'
import { useFormatAmount, useTranslation } from '@/shared/i18n'
import { MoneyForm, newRequestId } from '@/shared/money'
import { sendToDownline } from '../api/downline.ts'
import { dailyRange, type TransferLimits } from '../lib/dailyRange.ts'
import { useTransferRequest } from '../model/useTransferRequest.ts'

/**
 * An agent's transfer to one direct downline: amount and payment password, within the
 * operator's range and what is left of today's limit (both said above the amount). A transfer
 * makes `changes` stale (the team's balances, the agent's ledger) and runs `onTransferred`
 * (the centre's limits).
 */
export function DownlineTransferForm({ downline, limits, changes, onTransferred }: { downline: string; limits: TransferLimits; changes: readonly QueryKey[]; onTransferred: () => void }) {
  const { t } = useTranslation()
  const formatAmount = useFormatAmount()
  const request = useTransferRequest(sendToDownline, changes, onTransferred)
  const { left, range } = dailyRange(limits)
  const shown = { min: formatAmount(range.min), max: formatAmount(range.max), left: formatAmount(left) }
  return (
    <MoneyForm
      id="team-transfer"
      className="tl-records__panel"
      intro={<p className="tl-records__muted">{t('agent.transfer.limits', shown)}</p>}
      rangeText={shown}
      range={range}
      clearsAmount
      title={t('agent.transfer.title', { account: downline })}
      submitLabel={t('agent.transfer.submit')}
      doneText={(result) => (result ? t('agent.transfer.done', { amount: formatAmount(result.amount), account: result.downline }) : null)}
      request={request}
      onSubmit={(amount, paymentPassword) => request.submit({ requestId: newRequestId('ag'), downline, amount, paymentPassword })}
    />
  )
}
