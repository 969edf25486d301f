// The transfers: to the upline, between the main wallet and a vendor wallet, and an agent's to a direct downline.
export { UplineTransferForm } from './ui/UplineTransferForm.tsx'
export { DownlineTransferForm } from './ui/DownlineTransferForm.tsx'
export { WalletTransferForm } from './ui/WalletTransferForm.tsx'
export { useMyWallet } from './model/myWallet.ts'
export { walletRows, type WalletRow } from './lib/wallets.ts'
export { transferKeys } from './api/keys.ts'
export { uplineQuery } from './api/upline.ts'
export { merchantWalletQuery } from './api/wallets.ts'
