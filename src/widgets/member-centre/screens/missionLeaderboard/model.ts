import { useQuery } from '@tanstack/react-query'
import { call, RewardsEndpoints, type MissionLeaderboardReply, type MissionListReply } from '@/shared/api'
import { sessionToken } from '@/entities/session'
import { useClaimActions, type ClaimListQuery } from '@/features/claim-reward'
import { memberCentreKeys } from '../../model/keys.ts'

const token = (): string => sessionToken() ?? ''

const missions: ClaimListQuery<MissionListReply> = {
  queryKey: memberCentreKeys.missions(),
  queryFn: ({ signal }) => call(RewardsEndpoints.missionList, { token: token(), body: {}, signal }),
}
/** What a claim changes besides the list: the leaderboards and the records. */
const stale = [memberCentreKeys.leaderboards(), memberCentreKeys.records()]

/** The missions, claimed through `@/features/claim-reward` (the header balance and the menu badge follow). */
export const useMissions = () => useClaimActions(missions, stale)

type Board = { status: 'loading' } | { status: 'failed'; failure: unknown; retry: () => void } | { status: 'ready'; board: MissionLeaderboardReply }

/** The leaderboard of one mission (its own query per mission; a claim makes them stale). */
export function useLeaderboard(missionId: number): Board {
  const query = useQuery({
    queryKey: memberCentreKeys.leaderboard(missionId),
    queryFn: ({ signal }) => call(RewardsEndpoints.missionLeaderboard, { token: token(), body: { missionId, limit: 10 }, signal }),
  })
  if (query.data) return { status: 'ready', board: query.data }
  return query.isError && !query.isFetching ? { status: 'failed', failure: query.error, retry: () => void query.refetch() } : { status: 'loading' }
}
