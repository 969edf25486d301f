import { useCallback } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useToken } from '@/entities/session'
import { useRefreshBalance } from '@/entities/wallet'
import { pointsKeys } from '@/entities/points'

/**
 * What follows a redeem or a conversion: every points query goes stale (balance, catalogue,
 * history, transactions, VIP) and the header balance is asked again (the money landed in the
 * main wallet).
 */
export function useMallChanged(): () => void {
  const queryClient = useQueryClient()
  const refreshBalance = useRefreshBalance()
  const token = useToken()
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: pointsKeys.all() })
    refreshBalance(token)
  }, [queryClient, refreshBalance, token])
}
