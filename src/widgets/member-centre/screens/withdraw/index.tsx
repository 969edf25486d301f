import { useCallback, useMemo } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useFormatAmount, useTranslation } from '@/shared/i18n'
import { ErrorState, ListSkeleton, usePagedQuery } from '@/shared/list'
import { useShowMemberCentrePage, useToken } from '@/entities/session'
import { useRefreshBalance } from '@/entities/wallet'
import { PaymentPasswordForm, paymentPasswordQuery } from '@/features/money'
import { PayoutAccounts, WithdrawForm, payoutAccountsQuery, useWithdrawalRequest } from '@/features/withdraw'
import { memberCentreKeys } from '../../model/keys.ts'
import { fetchWithdrawals, loadWithdrawals } from './calls.ts'
import { Tracker } from './Tracker.tsx'

const noFilter = {}

/** While a request on the page shown waits for the operator or for the member's answer, the tracker reads it again this often. */
const AWAITING_REFRESH_MS = 10_000
const awaiting = (reply: Awaited<ReturnType<typeof fetchWithdrawals>> | undefined) =>
  reply?.rows.some((w) => w.status === 'pending' || w.status === 'approved' || (w.status === 'disbursed' && !w.autoReceived)) ? AWAITING_REFRESH_MS : false

/**
 * withdrawal (withdraw, spec §2 and §4): payout accounts, the request with the payment
 * password (offered here when none is set), and the tracker with the confirmation.
 */
export default function WithdrawPage() {
  const { t } = useTranslation()
  const formatAmount = useFormatAmount()
  const accounts = useQuery(payoutAccountsQuery())
  // The operator's rules come with the tracker's reply: one row of it is enough.
  const rules = useQuery({ queryKey: memberCentreKeys.withdrawRules(), queryFn: ({ signal }) => loadWithdrawals(1, 1, signal) })
  const password = useQuery(paymentPasswordQuery())
  const { list } = usePagedQuery(memberCentreKeys.withdrawals(), fetchWithdrawals, noFilter, { pageSize: 5, refetchInterval: awaiting })
  const showPage = useShowMemberCentrePage()
  const refreshBalance = useRefreshBalance()
  const token = useToken()
  const queryClient = useQueryClient()
  // A request or an answer changes the tracker, the ledger's records and the balance.
  const changed = useCallback(() => {
    for (const queryKey of [memberCentreKeys.withdrawals(), memberCentreKeys.withdrawRules(), memberCentreKeys.records()]) void queryClient.invalidateQueries({ queryKey })
    refreshBalance(token)
  }, [queryClient, refreshBalance, token])
  const request = useWithdrawalRequest(useMemo(() => ({ onFinished: changed }), [changed]))
  const failed = [accounts, rules, password].find((q) => q.isError && !q.isFetching)
  return (
    <section className="tl-money" aria-labelledby="withdraw-title" data-testid="withdraw-page">
      <h3 id="withdraw-title" className="tl-money__title">
        {t('accounts.memberCentre.menu.withdraw')}
      </h3>
      {failed ? (
        <ErrorState failure={failed.error} onRetry={() => void failed.refetch()} />
      ) : !accounts.data || !rules.data || !password.data ? (
        <ListSkeleton rows={3} columns={2} />
      ) : (
        <>
          <PayoutAccounts data={accounts.data} openMyAccount={() => showPage('securityCenter')} />
          {accounts.data.accounts.length === 0 ? null : !password.data.set ? (
            <div className="tl-money__form" data-testid="withdraw-no-password">
              <p className="tl-money__note">{t('money.paymentPassword.neededForWithdraw')}</p>
              {/* Saving it makes the payment-password query stale: this page reads it again. */}
              <PaymentPasswordForm />
            </div>
          ) : (
            <WithdrawForm accounts={accounts.data.accounts} range={{ min: rules.data.minAmount, max: rules.data.maxAmount }} request={request} />
          )}
          <p className="tl-money__note" data-testid="withdraw-rules">
            {t('money.withdraw.rules', { promised: rules.data.promisedMinutes, autoReceive: rules.data.autoReceiveMinutes })}
          </p>
          {rules.data.bonusLocked > 0 && (
            <p className="tl-money__note" data-testid="withdraw-turnover">
              {t('money.withdraw.turnover', { locked: formatAmount(rules.data.bonusLocked), left: formatAmount(rules.data.turnoverLeft) })}
            </p>
          )}
        </>
      )}
      <Tracker list={list} onChanged={changed} />
    </section>
  )
}
