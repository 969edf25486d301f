import { useCallback } from 'react'
import type { DepositView } from '@/shared/api'
import { useTranslation } from '@/shared/i18n'
import { ErrorState, ListSkeleton, usePagedList, type FetchPage } from '@/shared/list'
import { useToken } from '@/entities/session'
import { useRefreshBalance } from '@/entities/wallet'
import { useLoaded, useMoneyRequest } from '@/features/money'
import { loadChannels, loadDeposits, sendDeposit } from './calls.ts'
import { DepositForm } from './DepositForm.tsx'
import { DepositReceipt } from './DepositReceipt.tsx'
import { DepositRequests } from './DepositRequests.tsx'

const fetchDeposits: FetchPage<object, DepositView> = ({ page, pageSize }) => loadDeposits(page, pageSize).then((r) => ({ rows: r.list, total: r.total }))
const noFilter = {}

/**
 * deposit (depositv2, spec §2): the operator's channels, the request (machines/moneyRequest.machine.ts),
 * its reference and what to pay where, and the member's requests with their status.
 */
export default function DepositPage() {
  const { t } = useTranslation()
  const channels = useLoaded(loadChannels)
  const list = usePagedList(fetchDeposits, noFilter, { pageSize: 5 })
  const refreshBalance = useRefreshBalance()
  const token = useToken()
  const { refresh } = list
  const request = useMoneyRequest(sendDeposit, refresh)
  const decided = useCallback(() => refreshBalance(token), [refreshBalance, token])
  return (
    <section className="tl-money" aria-labelledby="deposit-title" data-testid="deposit-page">
      <h3 id="deposit-title" className="tl-money__title">
        {t('accounts.memberCentre.menu.depositv2')}
      </h3>
      {channels.status === 'failed' ? (
        <ErrorState failure={channels.failure} onRetry={channels.reload} />
      ) : channels.status === 'loading' ? (
        <ListSkeleton rows={3} columns={2} />
      ) : request.state === 'done' && request.result ? (
        <DepositReceipt deposit={request.result} onAgain={request.again} />
      ) : (
        <DepositForm channels={channels.value.channels} request={request} />
      )}
      <DepositRequests list={list} onDecided={decided} />
    </section>
  )
}
