import { queryOptions } from '@tanstack/react-query'
import { call, PromotionEndpoints } from '@/shared/api'
import { promotionKeys } from './keys.ts'

const withToken = (token: string | null) => (token ? { token } : {})

/** Every promotion on the pages, with the member's statuses when there is a token (MCS2_promotionList). */
export const promotionListQuery = (token: string | null) =>
  queryOptions({ queryKey: promotionKeys.list(), queryFn: ({ signal }) => call(PromotionEndpoints.promotionList, { ...withToken(token), body: {}, signal }) })

/** One promotion with its body and, for a raffle, its draw (MCS2_promotionDetail). */
export const promotionDetailQuery = (token: string | null, promotionId: number) =>
  queryOptions({
    queryKey: promotionKeys.detail(promotionId),
    queryFn: ({ signal }) => call(PromotionEndpoints.promotionDetail, { ...withToken(token), body: { promotionId }, signal }),
  })
