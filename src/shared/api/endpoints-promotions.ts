import { Schema } from 'effect'
import * as P from './schemas/promotions.ts'
import { endpoint, endpointTable } from './endpoint.ts'
import { protectionBlocked, realAccount } from './failure-groups.ts'

const NoBody = Schema.Struct({})

/**
 * The promotion pages (spec §2 /promotions and /promoDetail, §7 MCS2_claimRafflePromotion).
 * A visitor reads them too (no statuses of their own); joining and claiming a promotion or a
 * rebate are the reward centre's calls (endpoints-rewards.ts), a raffle ticket is this one.
 */
export const PromotionEndpoints = endpointTable({
  /** Not in spec §7: the list the page shows (no bodies). */
  promotionList: endpoint({
    method: 'POST', path: '/wps/relay/MCS2_promotionList', body: NoBody, reply: P.PromotionListReply, auth: 'optional', encrypted: false,
  }),
  /** Not in spec §7: one promotion with its body and, for a raffle, its draw. */
  promotionDetail: endpoint({
    method: 'POST', path: '/wps/relay/MCS2_promotionDetail', body: P.PromotionDetailRequest, reply: P.PromotionView, auth: 'optional', encrypted: false,
    failures: { NOT_FOUND: null },
  }),
  claimRaffle: endpoint({
    method: 'POST', path: '/wps/relay/MCS2_claimRafflePromotion', body: P.RaffleClaimRequest, reply: P.RaffleClaimReply, auth: 'token', encrypted: false,
    failures: { ...realAccount, ...protectionBlocked, NOT_FOUND: null, NOT_CLAIMABLE: null },
  }),
})
