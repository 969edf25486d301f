import { useCallback } from 'react'
import type { Withdrawal } from '@/shared/api'
import { useTranslation } from '@/shared/i18n'
import { ErrorState, ListSkeleton, usePagedList, type FetchPage } from '@/shared/list'
import { useShowMemberCentrePage, useToken } from '@/entities/session'
import { useRefreshBalance } from '@/entities/wallet'
import { PaymentPasswordForm, loadPaymentPasswordStatus, useLoaded, useMoneyRequest } from '@/features/money'
import { loadPayoutAccounts, loadWithdrawals, sendWithdrawal } from './calls.ts'
import { PayoutAccounts } from './PayoutAccounts.tsx'
import { Tracker } from './Tracker.tsx'
import { WithdrawForm } from './WithdrawForm.tsx'

const fetchWithdrawals: FetchPage<object, Withdrawal> = ({ page, pageSize }) => loadWithdrawals(page, pageSize).then((r) => ({ rows: r.list, total: r.total }))
const loadRules = (signal: AbortSignal) => loadWithdrawals(1, 1, signal)
const noFilter = {}

/**
 * withdrawal (withdraw, spec §2 and §4): payout accounts, the request with the payment
 * password (offered here when none is set), and the tracker with the confirmation.
 */
export default function WithdrawPage() {
  const { t } = useTranslation()
  const accounts = useLoaded(loadPayoutAccounts)
  const rules = useLoaded(loadRules)
  const password = useLoaded(loadPaymentPasswordStatus)
  const list = usePagedList(fetchWithdrawals, noFilter, { pageSize: 5 })
  const showPage = useShowMemberCentrePage()
  const refreshBalance = useRefreshBalance()
  const token = useToken()
  const { refresh } = list
  const changed = useCallback(() => {
    refresh()
    refreshBalance(token)
  }, [refresh, refreshBalance, token])
  const request = useMoneyRequest(sendWithdrawal, changed)
  const failed = [accounts, rules, password].find((l) => l.status === 'failed')
  return (
    <section className="tl-money" aria-labelledby="withdraw-title" data-testid="withdraw-page">
      <h3 id="withdraw-title" className="tl-money__title">
        {t('accounts.memberCentre.menu.withdraw')}
      </h3>
      {failed && failed.status === 'failed' ? (
        <ErrorState failure={failed.failure} onRetry={failed.reload} />
      ) : accounts.status !== 'ready' || rules.status !== 'ready' || password.status !== 'ready' ? (
        <ListSkeleton rows={3} columns={2} />
      ) : (
        <>
          <PayoutAccounts data={accounts.value} onBound={accounts.reload} openMyAccount={() => showPage('securityCenter')} />
          {accounts.value.accounts.length === 0 ? null : !password.value.set ? (
            <div className="tl-money__form" data-testid="withdraw-no-password">
              <p className="tl-money__note">{t('money.paymentPassword.neededForWithdraw')}</p>
              <PaymentPasswordForm onSaved={password.reload} />
            </div>
          ) : (
            <WithdrawForm accounts={accounts.value.accounts} range={{ min: rules.value.minAmount, max: rules.value.maxAmount }} request={request} />
          )}
          <p className="tl-money__note" data-testid="withdraw-rules">
            {t('money.withdraw.rules', { promised: rules.value.promisedMinutes, autoReceive: rules.value.autoReceiveMinutes })}
          </p>
        </>
      )}
      <Tracker list={list} onChanged={changed} />
    </section>
  )
}
