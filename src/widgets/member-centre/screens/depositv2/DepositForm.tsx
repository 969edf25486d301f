import { useState } from 'react'
import type { DepositChannel } from '@/shared/api'
import { failureText, useFormatAmount, useTranslation } from '@/shared/i18n'
import { parseAmount } from '@/shared/lib'
import { Button, TextField } from '@/shared/ui'
import { newRequestId, type MoneyRequestView } from '@/features/money'
import type { DepositView } from '@/shared/api'
import { depositAmountError, depositQuote } from './fee.ts'

/**
 * The deposit form: pick a channel, type an amount in its range, see the fee and the credit
 * before sending. Each submission is a new request (a fresh request id); a retry after a
 * failure resends the same one.
 */
export function DepositForm({ channels, request }: { channels: readonly DepositChannel[]; request: MoneyRequestView<DepositView> }) {
  const { t } = useTranslation()
  const formatAmount = useFormatAmount()
  const [channelId, setChannelId] = useState(channels[0]?.id ?? 0)
  const [text, setText] = useState('')
  const [error, setError] = useState<string | null>(null)
  const channel = channels.find((c) => c.id === channelId) ?? channels[0]
  if (!channel) return <p data-testid="deposit-no-channel">{t('money.deposit.noChannel')}</p>
  const amount = parseAmount(text)
  const quote = amount !== null && amount > 0 ? depositQuote(channel, amount) : null
  const range = { min: formatAmount(channel.min), max: formatAmount(channel.max) }
  return (
    <form
      className="tl-money__form"
      aria-labelledby="deposit-form-title"
      data-testid="deposit-form"
      onSubmit={(e) => {
        e.preventDefault()
        const why = depositAmountError(channel, amount)
        setError(why)
        if (why === null && amount !== null) request.submit({ channelId: channel.id, amount, requestId: newRequestId('dp') })
      }}
    >
      <h4 id="deposit-form-title" className="tl-money__subtitle">
        {t('money.deposit.title')}
      </h4>
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
      <p className="tl-money__note" data-testid="deposit-range">
        {t('money.range', range)}
      </p>
      <TextField label={t('money.amount')} value={text} onChange={setText} inputMode="decimal" autoComplete="off" error={error ? t(error, range) : null} testId="deposit-amount" />
      {quote && (
        <dl className="tl-money__dl" data-testid="deposit-quote">
          <dt>{t('money.deposit.fee')}</dt>
          <dd data-testid="deposit-fee">
            {formatAmount(quote.fee)} {channel.feePayer === 'site' ? `(${t('money.deposit.feeBySite')})` : ''}
          </dd>
          <dt>{t('money.deposit.credit')}</dt>
          <dd data-testid="deposit-credit">{formatAmount(quote.credit)}</dd>
        </dl>
      )}
      <Button type="submit" variant="primary" aria-busy={request.busy || undefined} data-testid="deposit-submit">
        {t('money.deposit.submit')}
      </Button>
      {request.failure && (
        <p role="alert" className="tl-money__error" data-testid="deposit-failed">
          {failureText(request.failure, 'depositCreate')}{' '}
          <Button variant="secondary" size="sm" onPress={request.retry} data-testid="deposit-retry">
            {t('money.retry')}
          </Button>
        </p>
      )}
    </form>
  )
}
