import { useMemo } from 'react'
import { useLatest } from '@/shared/lib'
import { useQueryClient, type QueryFunction, type QueryKey } from '@tanstack/react-query'
import { useActorRef, useSelector } from '@xstate/react'
import { fromPromise } from 'xstate'
import { useToken } from '@/entities/session'
import { useRefreshBalance } from '@/entities/wallet'
import { useRefreshBadges } from '@/entities/member-badges'
import { listActionsMachine, type ListActionRequest } from '@machines/listActions.machine.ts'
import { performClaim } from '../api/claim.ts'
import type { ClaimAction } from '../lib/actions.ts'

/** The page's list, read through the app's query cache (loaded again after every action). */
export interface ClaimListQuery<TList> {
  readonly queryKey: QueryKey
  readonly queryFn: QueryFunction<TList>
}

/** One item's part of the flow: its button busy, why its action was refused, or what it did. */
export interface ClaimRowState {
  readonly busy: boolean
  readonly failure: unknown
  readonly done: boolean
  /** The action asked for this item (null when the last request was another item's). */
  readonly action: ClaimAction | null
}

/**
 * Hosts machines/listActions.machine.ts for a page listing what may be joined or claimed: the
 * page names its list and the keys a claim makes stale (records, leaderboards); a claim
 * refreshes the header balance and the badges.
 */
export function useClaimActions<TList>(list: ClaimListQuery<TList>, stale: readonly QueryKey[]) {
  const queryClient = useQueryClient()
  const refreshBalance = useRefreshBalance()
  const refreshBadges = useRefreshBadges()
  const tokenNow = useToken()
  const latest = useLatest({ refreshBalance, refreshBadges, tokenNow, list, stale })
  const logic = useMemo(
    () =>
      listActionsMachine.provide({
        actors: {
          load: fromPromise(() => queryClient.fetchQuery({ queryKey: latest.current.list.queryKey, queryFn: latest.current.list.queryFn, staleTime: 0 })),
          act: fromPromise<unknown, ListActionRequest>(({ input, signal }) => performClaim(input.payload as ClaimAction, signal)),
        },
        actions: {
          acted: () => {
            latest.current.refreshBalance(latest.current.tokenNow)
            latest.current.refreshBadges()
            for (const queryKey of latest.current.stale) void queryClient.invalidateQueries({ queryKey })
          },
        },
      }),
    [queryClient, latest],
  )
  const actor = useActorRef(logic)
  const snapshot = useSelector(actor, (s) => ({ value: s.value as 'loading' | 'failed' | 'ready' | 'acting', context: s.context }), (a, b) => a.value === b.value && a.context === b.context)
  const { request, acted, actionFailure } = snapshot.context
  return {
    value: snapshot.value,
    list: snapshot.context.list as TList | null,
    loadFailure: snapshot.context.loadFailure,
    retry: () => actor.send({ type: 'list.retried' }),
    /** The state of the item under `key`. */
    row: (key: string): ClaimRowState => {
      const mine = request?.key === key
      return { busy: mine && snapshot.value === 'acting', failure: mine ? actionFailure : null, done: mine && acted, action: mine ? (request.payload as ClaimAction) : null }
    },
    perform: (key: string, action: ClaimAction) => actor.send({ type: 'action.requested', request: { key, payload: action } }),
  }
}
