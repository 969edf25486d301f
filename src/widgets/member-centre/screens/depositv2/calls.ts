import { call, DepositEndpoints, type DepositChannelsReply, type DepositView } from '@/shared/api'
import type { FetchPage } from '@/shared/list'
import { currentLanguage } from '@/shared/i18n'
import { sessionToken } from '@/entities/session'

const token = (): string => sessionToken() ?? ''

export interface DepositOrder {
  readonly channelId: number
  readonly amount: number
  readonly requestId: string
}

/** The operator's channels, their texts in the member's language. */
export const loadChannels = (signal: AbortSignal): Promise<DepositChannelsReply> => call(DepositEndpoints.depositChannels, { token: token(), query: { language: currentLanguage() }, signal })

/** One deposit request (its request id makes a resend the same request). */
export const sendDeposit = (order: DepositOrder, signal: AbortSignal): Promise<DepositView> =>
  call(DepositEndpoints.depositCreate, { token: token(), body: { ...order, language: currentLanguage() }, signal })

/** One page of the member's requests, newest first. */
export const fetchDeposits: FetchPage<object, DepositView> = async ({ page, pageSize, signal }) => {
  const reply = await call(DepositEndpoints.depositList, { token: token(), body: { page, pageSize, language: currentLanguage() }, signal })
  return { rows: reply.list, total: reply.total }
}
