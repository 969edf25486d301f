import { useEffect, useMemo, useRef } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useActorRef, useSelector } from '@xstate/react'
import { fromPromise } from 'xstate'
import { call, RewardsEndpoints, type RewardItem } from '@/shared/api'
import { sessionToken, useToken } from '@/entities/session'
import { useRefreshBalance } from '@/entities/wallet'
import { useRefreshBadges } from '@/entities/member-badges'
import { listActionsMachine, type ListActionRequest } from '@machines/listActions.machine.ts'
import { memberCentreKeys } from '../../model/keys.ts'

/** What the member does to one reward: join a promotion, or claim what is claimable. */
export type RewardAction = { readonly kind: 'join'; readonly promotionId: number } | { readonly kind: 'claim'; readonly source: RewardItem['source']; readonly id: number }

const token = (): string => sessionToken() ?? ''

const loadRewards = async (signal: AbortSignal): Promise<readonly RewardItem[]> => (await call(RewardsEndpoints.rewardList, { token: token(), body: {}, signal })).list

const act = (action: RewardAction, signal: AbortSignal): Promise<unknown> =>
  action.kind === 'join'
    ? call(RewardsEndpoints.rewardJoin, { token: token(), body: { promotionId: action.promotionId }, signal })
    : call(RewardsEndpoints.rewardClaim, { token: token(), body: { source: action.source, id: action.id }, signal })

/** The item a request is for: one button busy, one message beside it. */
export const rewardKey = (item: Pick<RewardItem, 'source' | 'id'>): string => `${item.source}-${item.id}`

/**
 * The reward centre's flow (machines/listActions.machine.ts), its list read through the app's
 * query cache: after a claim the header balance and the badges refresh, and the records a
 * claim adds to (bonuses, the account record) go stale.
 */
export function useRewardCentre() {
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
          load: fromPromise(() => queryClient.fetchQuery({ queryKey: memberCentreKeys.rewards(), queryFn: ({ signal }) => loadRewards(signal), staleTime: 0 })),
          act: fromPromise<unknown, ListActionRequest>(({ input, signal }) => act(input.payload as RewardAction, signal)),
        },
        actions: {
          acted: () => {
            latest.current.refreshBalance(latest.current.tokenNow)
            latest.current.refreshBadges()
            void queryClient.invalidateQueries({ queryKey: memberCentreKeys.records() })
          },
        },
      }),
    [queryClient],
  )
  const actor = useActorRef(logic)
  const snapshot = useSelector(actor, (s) => ({ value: s.value as 'loading' | 'failed' | 'ready' | 'acting', context: s.context }), (a, b) => a.value === b.value && a.context === b.context)
  return {
    value: snapshot.value,
    rewards: snapshot.context.list as readonly RewardItem[] | null,
    loadFailure: snapshot.context.loadFailure,
    request: snapshot.context.request,
    acted: snapshot.context.acted,
    actionFailure: snapshot.context.actionFailure,
    retry: () => actor.send({ type: 'list.retried' }),
    perform: (key: string, action: RewardAction) => actor.send({ type: 'action.requested', request: { key, payload: action } }),
  }
}
