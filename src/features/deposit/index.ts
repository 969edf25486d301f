// The deposit: the form (channel, amount, fee and credit), its request and the receipt.
export { DepositForm } from './ui/DepositForm.tsx'
export { DepositReceipt } from './ui/DepositReceipt.tsx'
export { useDepositRequest } from './model/useDepositRequest.ts'
export { depositChannelsQuery, depositKeys } from './api/deposit.ts'
