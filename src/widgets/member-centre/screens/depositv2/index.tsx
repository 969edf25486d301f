import { useCallback, useMemo } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useLanguage, useTranslation } from '@/shared/i18n'
import { ErrorState, ListSkeleton, usePagedQuery } from '@/shared/list'
import { useToken } from '@/entities/session'
import { useRefreshBalance } from '@/entities/wallet'
import { DepositForm, DepositReceipt, depositChannelsQuery, useDepositRequest } from '@/features/deposit'
import { memberCentreKeys } from '../../model/keys.ts'
import { fetchDeposits } from './calls.ts'
import { DepositRequests, PENDING_REFRESH_MS } from './DepositRequests.tsx'

const noFilter = {}

/** While a request on the page shown is pending, the list is read again every few seconds. */
const whilePending = (reply: Awaited<ReturnType<typeof fetchDeposits>> | undefined) => (reply?.rows.some((r) => r.status === 'pending') ? PENDING_REFRESH_MS : false)

/**
 * deposit (depositv2, spec §2): the operator's channels, the request (machines/moneyRequest.machine.ts),
 * its reference and what to pay where, and the member's requests with their status.
 */
export default function DepositPage() {
  const { t } = useTranslation()
  const language = useLanguage()
  const channels = useQuery(depositChannelsQuery(language))
  const { list } = usePagedQuery(memberCentreKeys.deposits(), fetchDeposits, noFilter, { pageSize: 5, refetchInterval: whilePending })
  const refreshBalance = useRefreshBalance()
  const token = useToken()
  const queryClient = useQueryClient()
  // A new request shows in the list at once.
  const request = useDepositRequest(useMemo(() => ({ invalidates: [memberCentreKeys.deposits()] }), []))
  // A decided request changes the balance and the ledger's records.
  const decided = useCallback(() => {
    refreshBalance(token)
    void queryClient.invalidateQueries({ queryKey: memberCentreKeys.records() })
  }, [refreshBalance, token, queryClient])
  return (
    <section className="tl-money" aria-labelledby="deposit-title" data-testid="deposit-page">
      <h3 id="deposit-title" className="tl-money__title">
        {t('accounts.memberCentre.menu.depositv2')}
      </h3>
      {channels.isError && !channels.isFetching ? (
        <ErrorState failure={channels.error} onRetry={() => void channels.refetch()} />
      ) : !channels.data ? (
        <ListSkeleton rows={3} columns={2} />
      ) : request.state === 'done' && request.result ? (
        <DepositReceipt deposit={request.result} onAgain={request.again} />
      ) : (
        <DepositForm channels={channels.data.channels} request={request} />
      )}
      <DepositRequests list={list} onDecided={decided} />
    </section>
  )
}
