import { queryOptions } from '@tanstack/react-query'
import { call, WithdrawEndpoints } from '@/shared/api'
import { sessionToken } from '@/entities/session'
import { transferKeys } from './keys.ts'

const token = (): string => sessionToken() ?? ''

export interface UplineOrder {
  readonly requestId: string
  readonly amount: number
  readonly paymentPassword: string
}

/** The upline, the limits and what was used today. */
export const uplineQuery = () => queryOptions({ queryKey: transferKeys.upline(), queryFn: ({ signal }) => call(WithdrawEndpoints.uplineInfo, { token: token(), signal }) })
/** One transfer to the upline (its request id makes a resend the same transfer). */
export const sendToUpline = (order: UplineOrder, signal: AbortSignal) => call(WithdrawEndpoints.uplineTransfer, { token: token(), body: order, signal })
