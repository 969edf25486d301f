import { useState } from 'react'
import type { PayoutAccount, Withdrawal } from '@/shared/api'
import { useFormatAmount, useTranslation } from '@/shared/i18n'
import { Select } from '@/shared/ui'
import { MoneyForm, newRequestId, type MoneyRequestView } from '@/shared/money'

/**
 * The withdrawal request: an amount in the operator's range, a payout account, the payment
 * password. The amount is held from the main balance at once (the header balance refreshes).
 */
export function WithdrawForm({ accounts, range, request }: { accounts: readonly PayoutAccount[]; range: { min: number; max: number }; request: MoneyRequestView<Withdrawal> }) {
  const { t } = useTranslation()
  const formatAmount = useFormatAmount()
  const [accountId, setAccountId] = useState(accounts[0]?.id ?? '')
  const account = accounts.find((a) => a.id === accountId) ?? accounts[0]
  return (
    <MoneyForm
      id="withdraw"
      title={t('money.withdraw.title')}
      request={request}
      range={range}
      showRange
      onSubmit={(amount, paymentPassword) => {
        if (account) request.submit({ requestId: newRequestId('wd'), amount, payoutAccountId: account.id, paymentPassword })
      }}
      submitLabel={t('money.withdraw.submit')}
      doneText={(result) => (result ? t('money.withdraw.sent', { amount: formatAmount(result.amount) }) : null)}
      failedCall="withdrawalRequest"
      // react-aria's picker in the site's look; the visible label is also in its name (WCAG 2.5.3).
      extra={() => (
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
      )}
    />
  )
}
