import { useEffect, useMemo, useRef } from 'react'
import { queryOptions, useQueryClient } from '@tanstack/react-query'
import { useActorRef, useSelector } from '@xstate/react'
import { fromPromise } from 'xstate'
import { call, type MerchantWalletReply, TransferEndpoints } from '@/shared/api'
import { randomString } from '@/shared/lib'
import { merchantCode, sessionToken, useToken } from '@/entities/session'
import { useRefreshBalance } from '@/entities/wallet'
import { myWalletMachine, type TransferOrder } from '@machines/myWallet.machine.ts'
import { memberCentreKeys } from '../../model/keys.ts'

const token = (): string => sessionToken() ?? ''

/** GCS_merchantWallet: the wallet mode and the member's wallets. */
const loadWallets = (signal: AbortSignal): Promise<MerchantWalletReply> => call(TransferEndpoints.merchantWallet, { token: token(), body: { merchantCode: merchantCode() }, signal })

/** The wallet mode (isSingle) and the member's wallets, read through the app's query cache (also the /seamless page's). */
export const merchantWalletQuery = () =>
  queryOptions({ queryKey: memberCentreKeys.wallets(), queryFn: ({ signal }) => loadWallets(signal) })

/** GCS_walletTransfer with a fresh request id: the server applies it once however often it arrives. */
const sendTransfer = (order: TransferOrder, signal: AbortSignal): Promise<MerchantWalletReply> =>
  call(TransferEndpoints.walletTransfer, { token: token(), body: { ...order, requestId: `wt-${randomString(24)}` }, signal })

/**
 * The page's own flow (machines/myWallet.machine.ts), hosted while the page shows, its wallets
 * read through the app's query cache; the header balance refreshes after a transfer, and the
 * wallets the transfer answered are what the cache holds.
 */
export function useMyWallet() {
  const queryClient = useQueryClient()
  const refreshBalance = useRefreshBalance()
  const sessionTokenNow = useToken()
  const latest = useRef({ refreshBalance, sessionTokenNow })
  useEffect(() => {
    latest.current = { refreshBalance, sessionTokenNow }
  }, [refreshBalance, sessionTokenNow])
  const logic = useMemo(
    () =>
      myWalletMachine.provide({
        actors: {
          loadWallets: fromPromise(() => queryClient.fetchQuery({ ...merchantWalletQuery(), staleTime: 0 })),
          transfer: fromPromise<MerchantWalletReply, TransferOrder>(async ({ input, signal }) => {
            const wallets = await sendTransfer(input, signal)
            queryClient.setQueryData(memberCentreKeys.wallets(), wallets)
            return wallets
          }),
        },
        actions: { balanceChanged: () => latest.current.refreshBalance(latest.current.sessionTokenNow) },
      }),
    [queryClient],
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
