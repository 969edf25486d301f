import { call, PointsEndpoints } from '@/shared/api'

export interface RedeemOrder {
  readonly requestId: string
  readonly rewardId: number
  readonly quantity: number
  readonly paymentPassword: string
}

export interface ConvertOrder {
  readonly requestId: string
  readonly points: number
  readonly paymentPassword: string
}

/** Redeems a reward (passwordCheck/MCS2_redeemPointReward, sealed): the same request id again changes nothing. */
export const redeemReward = (token: string, order: RedeemOrder, signal: AbortSignal) => call(PointsEndpoints.pointRedeem, { token, body: order, signal })

/** Converts points into wallet money (passwordCheck/MCS2_convertPoint, sealed): the same request id again changes nothing. */
export const convertPoints = (token: string, order: ConvertOrder, signal: AbortSignal) => call(PointsEndpoints.pointConvert, { token, body: order, signal })
