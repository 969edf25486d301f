import { useEffect, useMemo, useRef } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useActorRef, useSelector } from '@xstate/react'
import { fromPromise } from 'xstate'
import { call, RewardsEndpoints, type MissionLeaderboardReply, type MissionListReply } from '@/shared/api'
import { sessionToken, useToken } from '@/entities/session'
import { useRefreshBalance } from '@/entities/wallet'
import { useRefreshBadges } from '@/entities/member-badges'
import { listActionsMachine, type ListActionRequest } from '@machines/listActions.machine.ts'
import { memberCentreKeys } from '../../model/keys.ts'

const token = (): string => sessionToken() ?? ''

/**
 * The missions' flow (machines/listActions.machine.ts), its list read through the app's query
 * cache: a claim refreshes the header balance and the menu badge, and makes the leaderboards
 * and the records stale.
 */
export function useMissions() {
  const queryClient = useQueryClient()
  const refreshBalance = useRefreshBalance()
  const refreshBadges = useRefreshBadges()
  const tokenNow = useToken()
  const latest = useRef({ refreshBalance, refreshBadges, tokenNow })
  useEffect(() => {
    latest.current = { refreshBalance, refreshBadges, tokenNow }
  }, [refreshBalance, refreshBadges, tokenNow])
  const logic = useMemo(
    () =>
      listActionsMachine.provide({
        actors: {
          load: fromPromise(() =>
            queryClient.fetchQuery({ queryKey: memberCentreKeys.missions(), queryFn: ({ signal }) => call(RewardsEndpoints.missionList, { token: token(), body: {}, signal }), staleTime: 0 }),
          ),
          act: fromPromise<unknown, ListActionRequest>(({ input, signal }) => call(RewardsEndpoints.missionClaim, { token: token(), body: { missionId: input.payload as number }, signal })),
        },
        actions: {
          acted: () => {
            latest.current.refreshBalance(latest.current.tokenNow)
            latest.current.refreshBadges()
            for (const queryKey of [memberCentreKeys.leaderboards(), memberCentreKeys.records()]) void queryClient.invalidateQueries({ queryKey })
          },
        },
      }),
    [queryClient],
  )
  const actor = useActorRef(logic)
  const snapshot = useSelector(actor, (s) => ({ value: s.value as 'loading' | 'failed' | 'ready' | 'acting', context: s.context }), (a, b) => a.value === b.value && a.context === b.context)
  return {
    value: snapshot.value,
    missions: snapshot.context.list as MissionListReply | null,
    loadFailure: snapshot.context.loadFailure,
    request: snapshot.context.request,
    acted: snapshot.context.acted,
    actionFailure: snapshot.context.actionFailure,
    retry: () => actor.send({ type: 'list.retried' }),
    claim: (missionId: number) => actor.send({ type: 'action.requested', request: { key: String(missionId), payload: missionId } }),
  }
}

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
