import { call, WithdrawEndpoints, type PayoutKind, type Withdrawal } from '@/shared/api'
import type { FetchPage } from '@/shared/list'
import { sessionToken } from '@/entities/session'

const token = (): string => sessionToken() ?? ''

export interface BindOrder {
  readonly kind: PayoutKind
  readonly provider: string
  readonly accountNumber: string
  readonly holderName: string
}

export interface WithdrawOrder {
  readonly requestId: string
  readonly amount: number
  readonly payoutAccountId: string
  readonly paymentPassword: string
}

export const loadPayoutAccounts = (signal: AbortSignal) => call(WithdrawEndpoints.payoutAccounts, { token: token(), signal })
export const bindPayoutAccount = (order: BindOrder, signal: AbortSignal) => call(WithdrawEndpoints.payoutAccountBind, { token: token(), body: order, signal })
export const sendWithdrawal = (order: WithdrawOrder, signal: AbortSignal) => call(WithdrawEndpoints.withdrawalRequest, { token: token(), body: order, signal })
export const loadWithdrawals = (page: number, pageSize: number, signal?: AbortSignal) =>
  call(WithdrawEndpoints.withdrawals, { token: token(), query: { page, pageSize }, signal })
/** One page of the tracker's requests. */
export const fetchWithdrawals: FetchPage<object, Withdrawal> = async ({ page, pageSize, signal }) => {
  const reply = await loadWithdrawals(page, pageSize, signal)
  return { rows: reply.list, total: reply.total }
}
/** The member's answer; a "not received" one sends its proof images as files. */
export const confirmWithdrawal = (
  body: { withdrawalId: string; outcome: 'received' | 'partial' | 'notReceived'; receivedAmount?: number },
  proofs: ReadonlyArray<Blob>,
  signal: AbortSignal,
) => call(WithdrawEndpoints.withdrawalConfirm, { token: token(), body, files: proofs, signal })
