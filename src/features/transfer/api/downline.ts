import { AgentEndpoints, call } from '@/shared/api'
import { sessionToken } from '@/entities/session'

const token = (): string => sessionToken() ?? ''

export interface DownlineOrder { readonly requestId: string; readonly downline: string; readonly amount: number; readonly paymentPassword: string }

/** One transfer to a direct downline (its request id makes a resend the same transfer). */
export const sendToDownline = (order: DownlineOrder, signal: AbortSignal) => call(AgentEndpoints.downlineTransfer, { token: token(), body: order, signal })
