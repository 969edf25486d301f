import { MAX_REDEEM_QUANTITY, type PointReward } from '@/shared/api'

/** Why a reward cannot be redeemed now, or 'open'. */
export type RewardState = 'open' | 'soldOut' | 'limitReached' | 'pointsShort' | 'betsShort'

/** How many of a reward one redemption may take now: the stock, the member's limit left, the points, the contract's cap. */
export function maxQuantity(reward: PointReward, balance: number): number {
  const byStock = reward.availableQuantity ?? Infinity
  const byLimit = reward.redeemLimit === null ? Infinity : reward.redeemLimit - reward.redeemedQuantity
  const byPoints = reward.requirement.points > 0 ? Math.floor(balance / reward.requirement.points) : Infinity
  return Math.max(0, Math.min(MAX_REDEEM_QUANTITY, byStock, byLimit, byPoints))
}

/** The first reason the member cannot redeem one now (the server checks again). */
export function rewardState(reward: PointReward, balance: number, validBet: number): RewardState {
  if (reward.availableQuantity !== null && reward.availableQuantity <= 0) return 'soldOut'
  if (reward.redeemLimit !== null && reward.redeemedQuantity >= reward.redeemLimit) return 'limitReached'
  if (validBet < reward.requirement.amount) return 'betsShort'
  if (balance < reward.requirement.points) return 'pointsShort'
  return 'open'
}
