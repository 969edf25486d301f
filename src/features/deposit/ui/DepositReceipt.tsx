import type { DepositView } from '@/shared/api'
import { useFormatAmount, useTranslation } from '@/shared/i18n'
import { Button } from '@/shared/ui'

/** After sending: the reference, what to pay where, and the instructions. */
export function DepositReceipt({ deposit, onAgain }: { deposit: DepositView; onAgain: () => void }) {
  const { t } = useTranslation()
  const formatAmount = useFormatAmount()
  return (
    <section className="tl-money__card" aria-labelledby="deposit-receipt-title" data-testid="deposit-receipt" role="status">
      <h4 id="deposit-receipt-title" className="tl-money__subtitle">
        {t('money.deposit.sent')}
      </h4>
      <dl className="tl-money__dl">
        <dt>{t('money.deposit.reference')}</dt>
        <dd data-testid="deposit-reference">{deposit.reference}</dd>
        <dt>{t('money.amount')}</dt>
        <dd>{formatAmount(deposit.amount)}</dd>
        <dt>{t('money.deposit.credit')}</dt>
        <dd>{formatAmount(deposit.credit)}</dd>
        <dt>{t('money.deposit.payToBank')}</dt>
        <dd data-testid="deposit-pay-to-bank">{deposit.payTo.bankName}</dd>
        <dt>{t('money.deposit.payToNumber')}</dt>
        <dd data-testid="deposit-pay-to-number">{deposit.payTo.accountNumber}</dd>
        <dt>{t('money.deposit.payToHolder')}</dt>
        <dd>{deposit.payTo.accountHolder}</dd>
      </dl>
      <p className="tl-money__note" data-testid="deposit-instructions">
        {deposit.instructions}
      </p>
      <Button variant="secondary" size="sm" onPress={onAgain} data-testid="deposit-again">
        {t('money.deposit.again')}
      </Button>
    </section>
  )
}
