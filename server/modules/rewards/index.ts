/**
 * The rewards module: missions (progress from real bets and deposits, claims, leaderboard,
 * the ready-to-claim badge), the reward centre (mission rewards, promotion rewards, rebates,
 * the referral reward, with the activity statuses of spec §4), bonus details, and invite
 * friends (codes, friends, binding on register). Every claim credits the ledger once.
 */
import type { FastifyPluginAsync } from 'fastify'
import { registerRewardRoutes } from './routes.ts'

export const rewardsModule: FastifyPluginAsync = async (app) => {
  registerRewardRoutes(app)
}

// For the register call: bind a new member to the inviter whose code they came with.
export { bindReferral, isReferralCode } from './referrals.ts'
// For the operator API.
export { decideApplication } from './promotions.ts'
// For the promotion pages (modules/promotions): the reward centre's statuses, timing and eligibility, and its one way to pay.
export { promotionItems, timing as promotionTiming, vipLevelOf, vipRebateBp, rebateRateFor, type PromotionRow } from './promotions.ts'
export { creditMember } from './credit.ts'
export { DEFAULT_TIME_ZONE, dayWindow, siteTimeZone, type DayWindow } from './periods.ts'
// For withdrawals and transfers: the bonus still locked by its turnover.
export { turnoverState, DEFAULT_BONUS_TURNOVER_PERCENT, type TurnoverState } from './turnover.ts'
