import { useEffect, useMemo, useRef } from 'react'
import { useActorRef, useSelector } from '@xstate/react'
import { fromPromise } from 'xstate'
import { Endpoints, call, type MerchantWalletReply } from '@/shared/api'
import { randomString } from '@/shared/lib'
import { merchantCode, sessionToken, useToken } from '@/entities/session'
import { useRefreshBalance } from '@/entities/wallet'
import { myWalletMachine, type TransferOrder } from '@machines/myWallet.machine.ts'

const token = (): string => sessionToken() ?? ''

/** GCS_merchantWallet: the wallet mode and the member's wallets. */
const loadWallets = (signal: AbortSignal): Promise<MerchantWalletReply> => call(Endpoints.merchantWallet, { token: token(), body: { merchantCode: merchantCode() }, signal })

/** GCS_walletTransfer with a fresh request id: the server applies it once however often it arrives. */
const sendTransfer = (order: TransferOrder, signal: AbortSignal): Promise<MerchantWalletReply> =>
  call(Endpoints.walletTransfer, { token: token(), body: { ...order, requestId: `wt-${randomString(24)}` }, signal })

/** The page's own flow (machines/myWallet.machine.ts), hosted while the page shows; the header balance refreshes after a transfer. */
export function useMyWallet() {
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
          loadWallets: fromPromise(({ signal }) => loadWallets(signal)),
          transfer: fromPromise<MerchantWalletReply, TransferOrder>(({ input, signal }) => sendTransfer(input, signal)),
        },
        actions: { balanceChanged: () => latest.current.refreshBalance(latest.current.sessionTokenNow) },
      }),
    [],
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
