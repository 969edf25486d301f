import { useMemo } from 'react'
import type { QueryKey } from '@tanstack/react-query'
import { useMoneyRequest, type MoneyRequestView } from '@/shared/money'
import { useToken } from '@/entities/session'
import { useRefreshBalance } from '@/entities/wallet'

/**
 * A transfer out of the main wallet (to the upline, to a downline): after a success the keys
 * in `changes` go stale, `onTransferred` runs (the agent centre's limits) and the header
 * balance refreshes.
 */
export function useTransferRequest<Q, R>(send: (order: Q, signal: AbortSignal) => Promise<R>, changes: readonly QueryKey[], onTransferred?: () => void): MoneyRequestView<R> {
  const refreshBalance = useRefreshBalance()
  const token = useToken()
  const effects = useMemo(
    () => ({
      invalidates: changes,
      onFinished: () => {
        onTransferred?.()
        refreshBalance(token)
      },
    }),
    [changes, onTransferred, refreshBalance, token],
  )
  return useMoneyRequest(send, effects)
}
