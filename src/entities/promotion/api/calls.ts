import { call, PromotionEndpoints, RewardsEndpoints, type PromotionView } from '@/shared/api'

/** What the member does on a promotion: join it, claim its reward or rebate, or take a raffle ticket. */
export type PromotionAction =
  | { readonly kind: 'join'; readonly promotionId: number }
  | { readonly kind: 'claim'; readonly source: 'promotion' | 'rebate'; readonly promotionId: number }
  | { readonly kind: 'ticket'; readonly promotionId: number }

/** The action a status allows (spec §4), as the reward centre decides it; null when there is none. */
export function actionFor(p: Pick<PromotionView, 'id' | 'kind' | 'status' | 'eligible'>): PromotionAction | null {
  if (p.eligible === false) return null
  if (p.kind === 'raffle') return p.status === 'claim' ? { kind: 'ticket', promotionId: p.id } : null
  if (p.status === 'join' && p.kind === 'promotion') return { kind: 'join', promotionId: p.id }
  if (p.status === 'claim' || p.status === 'issued') return { kind: 'claim', source: p.kind, promotionId: p.id }
  return null
}

/** The call behind an action: the reward centre's join and claim, or MCS2_claimRafflePromotion. */
export const performAction = (token: string, action: PromotionAction, signal: AbortSignal): Promise<unknown> => {
  switch (action.kind) {
    case 'join': return call(RewardsEndpoints.rewardJoin, { token, body: { promotionId: action.promotionId }, signal })
    case 'claim': return call(RewardsEndpoints.rewardClaim, { token, body: { source: action.source, id: action.promotionId }, signal })
    case 'ticket': return call(PromotionEndpoints.claimRaffle, { token, body: { promotionId: action.promotionId }, signal })
  }
}

/** The contract call an action's failure belongs to (for its text). */
export const actionCall = (action: PromotionAction): 'rewardJoin' | 'rewardClaim' | 'claimRaffle' =>
  action.kind === 'join' ? 'rewardJoin' : action.kind === 'claim' ? 'rewardClaim' : 'claimRaffle'
