import { useCallback, useMemo, useState } from 'react'
import type { PayoutAccount, PayoutKind } from '@/shared/api'
import { useTranslation } from '@/shared/i18n'
import { Button, TextField } from '@/shared/ui'
import { MoneyFormFrame, useMoneyRequest } from '@/shared/money'
import { bindPayoutAccount, withdrawKeys, type BindOrder } from '../api/withdraw.ts'
import { checkBind } from '../lib/checks.ts'

export interface PayoutAccountsData {
  readonly accounts: readonly PayoutAccount[]
  readonly maxAccounts: number
  /** The bound payee name, masked; '' when none is bound. */
  readonly payeeName: string
}

/**
 * The payout accounts: the list, and the bind form (bank or e-wallet, provider, number,
 * holder name, which must be the bound payee name). Without a payee name the member is sent
 * to "my account" to bind one first.
 */
export function PayoutAccounts({ data, openMyAccount }: { data: PayoutAccountsData; openMyAccount: () => void }) {
  const { t } = useTranslation()
  const [form, setForm] = useState<BindOrder>({ kind: 'bank', provider: '', accountNumber: '', holderName: '' })
  const [errors, setErrors] = useState<Partial<Record<keyof BindOrder, string>>>({})
  const finished = useCallback(() => setForm({ kind: 'bank', provider: '', accountNumber: '', holderName: '' }), [])
  // The page's list of accounts reads itself again.
  const request = useMoneyRequest(bindPayoutAccount, useMemo(() => ({ invalidates: [withdrawKeys.payoutAccounts()], onFinished: finished }), [finished]))
  const full = data.accounts.length >= data.maxAccounts
  return (
    <section className="tl-money__form" aria-labelledby="payout-title" data-testid="payout-accounts">
      <h4 id="payout-title" className="tl-money__subtitle">
        {t('money.payout.title')}
      </h4>
      {data.accounts.length === 0 ? (
        <p className="tl-money__note" data-testid="payout-none">
          {t('money.payout.none')}
        </p>
      ) : (
        <ul className="tl-money__list">
          {data.accounts.map((a) => (
            <li key={a.id} className="tl-money__card" data-testid={`payout-account-${a.id}`}>
              {t(`money.kind.${a.kind}`)} · {a.provider} · {a.accountNumber} · {a.holderName}
            </li>
          ))}
        </ul>
      )}
      {data.payeeName === '' ? (
        <p className="tl-money__note" data-testid="payout-payee-missing">
          {t('money.payout.payeeMissing')}{' '}
          <Button variant="secondary" size="sm" onPress={openMyAccount} data-testid="payout-open-my-account">
            {t('money.openMyAccount')}
          </Button>
        </p>
      ) : full ? (
        <p className="tl-money__note">{t('money.payout.full', { max: data.maxAccounts })}</p>
      ) : (
        <MoneyFormFrame
          id="payout"
          formTestId="payout-bind"
          title={t('money.payout.bind')}
          heading="h5"
          request={request}
          onSubmit={() => {
            const check = checkBind(form)
            setErrors(check)
            if (Object.keys(check).length === 0) request.submit({ ...form, provider: form.provider.trim(), holderName: form.holderName.trim() })
          }}
          submitLabel={t('money.payout.bindSubmit')}
          failedCall="payoutAccountBind"
        >
          <p className="tl-money__note">{t('money.payout.holderRule', { name: data.payeeName })}</p>
          <fieldset className="tl-money__choices">
            <legend>{t('money.payout.kind')}</legend>
            {(['bank', 'ewallet'] as PayoutKind[]).map((kind) => (
              <label key={kind} className="tl-money__choice">
                <input type="radio" name="payout-kind" checked={form.kind === kind} onChange={() => setForm({ ...form, kind })} data-testid={`payout-kind-${kind}`} />
                <span>{t(`money.kind.${kind}`)}</span>
              </label>
            ))}
          </fieldset>
          <TextField label={t('money.payout.provider')} value={form.provider} onChange={(provider) => setForm({ ...form, provider })} error={errors.provider ? t(errors.provider) : null} testId="payout-provider" />
          <TextField label={t('money.payout.number')} value={form.accountNumber} onChange={(accountNumber) => setForm({ ...form, accountNumber })} error={errors.accountNumber ? t(errors.accountNumber) : null} testId="payout-number" autoComplete="off" />
          <TextField label={t('money.payout.holder')} value={form.holderName} onChange={(holderName) => setForm({ ...form, holderName })} error={errors.holderName ? t(errors.holderName) : null} testId="payout-holder" autoComplete="off" />
        </MoneyFormFrame>
      )}
      <div aria-live="polite">
        {request.state === 'done' && (
          <p role="status" className="tl-money__done" data-testid="payout-done">
            {t('money.payout.bound')}
          </p>
        )}
      </div>
    </section>
  )
}
