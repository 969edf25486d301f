import { queryOptions } from '@tanstack/react-query'
import { call, type MerchantWalletReply, TransferEndpoints } from '@/shared/api'
import { randomString } from '@/shared/lib'
import { merchantCode, sessionToken } from '@/entities/session'
import type { TransferOrder } from '@machines/myWallet.machine.ts'
import { transferKeys } from './keys.ts'

const token = (): string => sessionToken() ?? ''

/** GCS_merchantWallet: the wallet mode and the member's wallets. */
const loadWallets = (signal: AbortSignal): Promise<MerchantWalletReply> => call(TransferEndpoints.merchantWallet, { token: token(), body: { merchantCode: merchantCode() }, signal })

/** The wallet mode (isSingle) and the member's wallets, read through the app's query cache (also the /seamless page's). */
export const merchantWalletQuery = () => queryOptions({ queryKey: transferKeys.wallets(), queryFn: ({ signal }) => loadWallets(signal) })

/** GCS_walletTransfer with a fresh request id: the server applies it once however often it arrives. */
export const sendWalletTransfer = (order: TransferOrder, signal: AbortSignal): Promise<MerchantWalletReply> =>
  call(TransferEndpoints.walletTransfer, { token: token(), body: { ...order, requestId: `wt-${randomString(24)}` }, signal })
