export { MemberCentreModal } from './ui/MemberCentreModal.tsx'
// The /seamless page shows the wallets, and the transfer form when the site has a wallet per vendor.
export { default as MyWalletPanel } from './screens/transferFund/index.tsx'
