import type { ActivityStatus, MissionView, RewardItem } from '@/shared/api'

/** What the member does to one item: join a promotion, claim a reward-centre item, or claim a completed mission. */
export type ClaimAction =
  | { readonly kind: 'join'; readonly promotionId: number }
  | { readonly kind: 'claim'; readonly source: RewardItem['source']; readonly id: number }
  | { readonly kind: 'mission'; readonly missionId: number }

/** The action a reward's status allows (spec §4): join a promotion open to joining, claim what is issued or complete. */
export function rewardActionFor(item: RewardItem): ClaimAction | null {
  if (item.status === 'join' && item.source === 'promotion') return { kind: 'join', promotionId: item.id }
  if (item.status === 'claim' || item.status === 'issued') return { kind: 'claim', source: item.source, id: item.id }
  return null
}

/** A mission is claimed once it is complete. */
export const missionActionFor = (mission: Pick<MissionView, 'id' | 'status'>): ClaimAction | null =>
  mission.status === 'claim' ? { kind: 'mission', missionId: mission.id } : null

/** The item a request is for: one button busy, one message beside it. */
export const rewardKey = (item: Pick<RewardItem, 'source' | 'id'>): string => `${item.source}-${item.id}`

/** The contract call an action's failure belongs to (for its text). */
export const claimCall = (action: ClaimAction): 'rewardJoin' | 'rewardClaim' | 'missionClaim' =>
  action.kind === 'join' ? 'rewardJoin' : action.kind === 'claim' ? 'rewardClaim' : 'missionClaim'

/**
 * What an action did, as the reloaded item's status says: paid, applied for the operator to
 * review, or joined. A mission's claim is always paid.
 */
export const doneKey = (action: ClaimAction, status: ActivityStatus): string =>
  action.kind === 'mission' ? 'rewards.done'
    : status === 'applying' ? 'rewards.doneApplying'
      : status === 'joined' || status === 'process' ? 'rewards.doneJoined'
        : 'rewards.done'
