import { useState } from 'react'
import type { DepositChannel, DepositView } from '@/shared/api'
import { useFormatAmount, useTranslation } from '@/shared/i18n'
import { MoneyForm, newRequestId, type MoneyRequestView } from '@/shared/money'
import { depositQuote } from '../lib/fee.ts'

/**
 * The deposit form: pick a channel, type an amount in its range, see the fee and the credit
 * before sending. Each submission is a new request (a fresh request id); a retry after a
 * failure resends the same one.
 */
export function DepositForm({ channels, request }: { channels: readonly DepositChannel[]; request: MoneyRequestView<DepositView> }) {
  const { t } = useTranslation()
  const formatAmount = useFormatAmount()
  const [channelId, setChannelId] = useState(channels[0]?.id ?? 0)
  const channel = channels.find((c) => c.id === channelId) ?? channels[0]
  if (!channel) return <p data-testid="deposit-no-channel">{t('money.deposit.noChannel')}</p>
  const quoted = (amount: number | null) => {
    const quote = amount !== null && amount > 0 ? depositQuote(channel, amount) : null
    return (
      quote && (
        <dl className="tl-money__dl" data-testid="deposit-quote">
          <dt>{t('money.deposit.fee')}</dt>
          <dd data-testid="deposit-fee">
            {formatAmount(quote.fee)} {channel.feePayer === 'site' ? `(${t('money.deposit.feeBySite')})` : ''}
          </dd>
          <dt>{t('money.deposit.credit')}</dt>
          <dd data-testid="deposit-credit">{formatAmount(quote.credit)}</dd>
        </dl>
      )
    )
  }
  // A deposit brings money in: no payment password.
  return (
    <MoneyForm
      id="deposit"
      withPassword={false}
      retryable
      title={t('money.deposit.title')}
      submitLabel={t('money.deposit.submit')}
      failedCall="depositCreate"
      request={request}
      range={channel}
      showRange
      onSubmit={(amount) => request.submit({ channelId: channel.id, amount, requestId: newRequestId('dp') })}
      extra={quoted}
      intro={
        <fieldset className="tl-money__choices">
          <legend>{t('money.deposit.channel')}</legend>
          {channels.map((c) => (
            <label key={c.id} className="tl-money__choice">
              <input type="radio" name="deposit-channel" value={c.id} checked={c.id === channel.id} onChange={() => setChannelId(c.id)} data-testid={`deposit-channel-${c.id}`} />
              <span>
                {c.name} ({t(`money.kind.${c.kind}`)})
              </span>
            </label>
          ))}
        </fieldset>
      }
    />
  )
}
