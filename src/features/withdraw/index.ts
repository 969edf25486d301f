// The withdrawal: the payout accounts (list and bind form) and the request form with its flow.
export { WithdrawForm } from './ui/WithdrawForm.tsx'
export { PayoutAccounts, type PayoutAccountsData } from './ui/PayoutAccounts.tsx'
export { useWithdrawalRequest } from './model/useWithdrawalRequest.ts'
export { payoutAccountsQuery, withdrawKeys } from './api/withdraw.ts'
