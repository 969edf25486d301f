// The promotion pages' data (spec §2 /promotions, /promoDetail): queries, the actions a status allows, the raffle check.
export { promotionKeys } from './api/keys.ts'
export { promotionListQuery, promotionDetailQuery } from './api/queries.ts'
export { actionFor, actionCall, performAction, type PromotionAction } from './api/calls.ts'
export { verifyDraw, type DrawCheck } from './lib/verifyDraw.ts'
export { periodOf } from './lib/period.ts'
export { PromotionBanner } from './ui/PromotionBanner.tsx'
export { PromotionFacts } from './ui/PromotionFacts.tsx'
