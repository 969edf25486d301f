import * as Wallet from './schemas/wallet.ts'
import { protectionBlocked, realAccount } from './failure-groups.ts'
import { endpoint, endpointTable } from './endpoint.ts'

/** Moving money between the main wallet and the vendors' wallets (the member centre's transferFund). */
export const TransferEndpoints = endpointTable({
  merchantWallet: endpoint({
    method: 'POST', path: '/wps/relay/GCS_merchantWallet', body: Wallet.MerchantWalletRequest, reply: Wallet.MerchantWalletReply, auth: 'token', encrypted: false,
  }),
  walletTransfer: endpoint({
    method: 'POST', path: '/wps/relay/GCS_walletTransfer', body: Wallet.WalletTransferRequest, reply: Wallet.WalletTransferReply, auth: 'token', encrypted: false,
    failures: { ...realAccount, ...protectionBlocked, TRANSFER_NOT_ALLOWED: null, INSUFFICIENT_FUNDS: null },
  }),
})
