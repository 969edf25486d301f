import { queryOptions } from '@tanstack/react-query'
import { call, DepositEndpoints, type DepositView, type Language } from '@/shared/api'
import { currentLanguage } from '@/shared/i18n'
import { memberScope } from '@/shared/lib'
import { sessionToken } from '@/entities/session'

const token = (): string => sessionToken() ?? ''

/** The deposit's query keys (under the member scope, which a session change removes). */
export const depositKeys = {
  channels: (language: Language) => [...memberScope, 'deposit', 'channels', language] as const,
}

export interface DepositOrder {
  readonly channelId: number
  readonly amount: number
  readonly requestId: string
}

/** The operator's channels, their texts in the member's language. */
export const depositChannelsQuery = (language: Language) =>
  queryOptions({ queryKey: depositKeys.channels(language), queryFn: ({ signal }) => call(DepositEndpoints.depositChannels, { token: token(), query: { language }, signal }) })

/** One deposit request (its request id makes a resend the same request). */
export const sendDeposit = (order: DepositOrder, signal: AbortSignal): Promise<DepositView> =>
  call(DepositEndpoints.depositCreate, { token: token(), body: { ...order, language: currentLanguage() }, signal })
