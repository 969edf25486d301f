import { queryOptions } from '@tanstack/react-query'
import { call, WithdrawEndpoints, type PayoutKind } from '@/shared/api'
import { memberScope } from '@/shared/lib'
import { sessionToken } from '@/entities/session'

const token = (): string => sessionToken() ?? ''

/** The withdrawal's query keys (under the member scope, which a session change removes). */
export const withdrawKeys = {
  payoutAccounts: () => [...memberScope, 'withdraw', 'payoutAccounts'] as const,
}

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

/** The member's payout accounts, how many may be bound and the bound payee name. */
export const payoutAccountsQuery = () =>
  queryOptions({ queryKey: withdrawKeys.payoutAccounts(), queryFn: ({ signal }) => call(WithdrawEndpoints.payoutAccounts, { token: token(), signal }) })
export const bindPayoutAccount = (order: BindOrder, signal: AbortSignal) => call(WithdrawEndpoints.payoutAccountBind, { token: token(), body: order, signal })
export const sendWithdrawal = (order: WithdrawOrder, signal: AbortSignal) => call(WithdrawEndpoints.withdrawalRequest, { token: token(), body: order, signal })
