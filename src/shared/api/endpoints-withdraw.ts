import * as W from './schemas/withdraw.ts'
import { DoneReply } from './schemas/account.ts'
import { endpoint, endpointTable } from './endpoint.ts'
import { paymentPassword, realAccount } from './failure-groups.ts'
import { AmountRange, TurnoverLock } from './schemas/money.ts'

/** Money out: payment password, payout accounts, withdrawals, transfer to the upline (schemas/withdraw.ts). */
export const WithdrawEndpoints = endpointTable({
  paymentPasswordStatus: endpoint({
    method: 'GET', path: '/wps/member/payment-password', reply: W.PaymentPasswordStatus, auth: 'token', encrypted: false,
    failures: { ...realAccount },
  }),
  paymentPasswordSet: endpoint({
    method: 'POST', path: '/wps/member/payment-password', body: W.PaymentPasswordSetRequest, reply: DoneReply, auth: 'token', encrypted: true,
    failures: { ...realAccount, ALREADY_BOUND: null, PASSWORD_MISMATCH: null },
  }),
  paymentPasswordChange: endpoint({
    method: 'POST', path: '/wps/member/payment-password/change', body: W.PaymentPasswordChangeRequest, reply: DoneReply, auth: 'token', encrypted: true,
    failures: { ...realAccount, ...paymentPassword, PASSWORD_MISMATCH: null },
  }),
  payoutAccounts: endpoint({
    method: 'GET', path: '/wps/member/payout-accounts', reply: W.PayoutAccountsReply, auth: 'token', encrypted: false,
    failures: { ...realAccount },
  }),
  payoutAccountBind: endpoint({
    method: 'POST', path: '/wps/member/payout-accounts', body: W.PayoutAccountBindRequest, reply: W.PayoutAccount, auth: 'token', encrypted: true,
    failures: { ...realAccount, PAYEE_NAME_REQUIRED: null, PAYEE_NAME_MISMATCH: null, LIMIT_REACHED: W.LimitValue, ALREADY_BOUND: null },
  }),
  withdrawalRequest: endpoint({
    method: 'POST', path: '/wps/member/withdrawals', body: W.WithdrawalRequest, reply: W.Withdrawal, auth: 'token', encrypted: true,
    failures: {
      ...realAccount, ...paymentPassword, AMOUNT_OUT_OF_RANGE: AmountRange, INSUFFICIENT_FUNDS: null, TURNOVER_REQUIRED: TurnoverLock, NOT_FOUND: null,
      LIMIT_REACHED: W.WithdrawLimitValue,
    },
  }),
  withdrawals: endpoint({
    method: 'GET', path: '/wps/member/withdrawals', query: W.WithdrawalsQuery, reply: W.WithdrawalsReply, auth: 'token', encrypted: false,
    failures: { ...realAccount },
  }),
  withdrawalConfirm: endpoint({
    method: 'POST', path: '/wps/member/withdrawals/confirm', body: W.WithdrawalConfirmRequest, files: W.ProofFiles, reply: W.Withdrawal, auth: 'token', encrypted: false,
    failures: { ...realAccount, NOT_FOUND: null, WITHDRAWAL_STATE: null, PROOF_INVALID: null },
  }),
  uplineInfo: endpoint({
    method: 'GET', path: '/wps/member/upline', reply: W.UplineInfoReply, auth: 'token', encrypted: false,
    failures: { ...realAccount },
  }),
  uplineTransfer: endpoint({
    method: 'POST', path: '/wps/member/upline/transfer', body: W.UplineTransferRequest, reply: W.UplineTransferReply, auth: 'token', encrypted: true,
    failures: {
      ...realAccount, ...paymentPassword, TRANSFER_NOT_ALLOWED: null, AMOUNT_OUT_OF_RANGE: AmountRange, LIMIT_REACHED: W.LimitValue, INSUFFICIENT_FUNDS: null,
      TURNOVER_REQUIRED: TurnoverLock,
    },
  }),
})
