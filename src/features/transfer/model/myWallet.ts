import { useMemo } from 'react'
import { useLatest } from '@/shared/lib'
import { useQueryClient } from '@tanstack/react-query'
import { useActorRef, useSelector } from '@xstate/react'
import { fromPromise } from 'xstate'
import type { MerchantWalletReply } from '@/shared/api'
import { useToken } from '@/entities/session'
import { useRefreshBalance } from '@/entities/wallet'
import { myWalletMachine, type TransferOrder } from '@machines/myWallet.machine.ts'
import { transferKeys } from '../api/keys.ts'
import { merchantWalletQuery, sendWalletTransfer } from '../api/wallets.ts'

/**
 * The page's own flow (machines/myWallet.machine.ts), hosted while the page shows, its wallets
 * read through the app's query cache; the header balance refreshes after a transfer, and the
 * wallets the transfer answered are what the cache holds.
 */
export function useMyWallet() {
  const queryClient = useQueryClient()
  const refreshBalance = useRefreshBalance()
  const sessionTokenNow = useToken()
  const latest = useLatest({ refreshBalance, sessionTokenNow })
  const logic = useMemo(
    () =>
      myWalletMachine.provide({
        actors: {
          loadWallets: fromPromise(() => queryClient.fetchQuery({ ...merchantWalletQuery(), staleTime: 0 })),
          transfer: fromPromise<MerchantWalletReply, TransferOrder>(async ({ input, signal }) => {
            const wallets = await sendWalletTransfer(input, signal)
            queryClient.setQueryData(transferKeys.wallets(), wallets)
            return wallets
          }),
        },
        actions: { balanceChanged: () => latest.current.refreshBalance(latest.current.sessionTokenNow) },
      }),
    [queryClient, latest],
  )
  const actor = useActorRef(logic)
  const state = useSelector(actor, (s) => ({ value: s.value as 'loading' | 'failed' | 'ready' | 'transferring', context: s.context }), (a, b) => a.value === b.value && a.context === b.context)
  return {
    ...state,
    refresh: () => actor.send({ type: 'wallets.refreshed' }),
    retry: () => actor.send({ type: 'wallets.retried' }),
    transfer: (order: TransferOrder) => actor.send({ type: 'transfer.submitted', order }),
  }
}
