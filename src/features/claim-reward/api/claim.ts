import { call, RewardsEndpoints } from '@/shared/api'
import { sessionToken } from '@/entities/session'
import type { ClaimAction } from '../lib/actions.ts'

const token = (): string => sessionToken() ?? ''

/** The call behind an action: the reward centre's join or claim, or a mission's claim. */
export const performClaim = (action: ClaimAction, signal: AbortSignal): Promise<unknown> => {
  switch (action.kind) {
    case 'join': return call(RewardsEndpoints.rewardJoin, { token: token(), body: { promotionId: action.promotionId }, signal })
    case 'claim': return call(RewardsEndpoints.rewardClaim, { token: token(), body: { source: action.source, id: action.id }, signal })
    case 'mission': return call(RewardsEndpoints.missionClaim, { token: token(), body: { missionId: action.missionId }, signal })
  }
}
