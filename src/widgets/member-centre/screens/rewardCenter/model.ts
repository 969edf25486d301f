import { call, RewardsEndpoints, type RewardItem } from '@/shared/api'
import { sessionToken } from '@/entities/session'
import { useClaimActions, type ClaimListQuery } from '@/features/claim-reward'
import { memberCentreKeys } from '../../model/keys.ts'

const rewards: ClaimListQuery<readonly RewardItem[]> = {
  queryKey: memberCentreKeys.rewards(),
  queryFn: async ({ signal }) => (await call(RewardsEndpoints.rewardList, { token: sessionToken() ?? '', body: {}, signal })).list,
}
/** What a claim adds to: the bonuses and the account record. */
const stale = [memberCentreKeys.records()]

/** The reward centre's list, joined and claimed through `@/features/claim-reward`. */
export const useRewardCentre = () => useClaimActions(rewards, stale)
