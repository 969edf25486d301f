import { useEffect, useMemo, useRef, useState } from 'react'
import { useActorRef, useSelector } from '@xstate/react'
import { fromPromise } from 'xstate'
import { Endpoints, call, type MissionListReply, type MissionLeaderboardReply } from '@/shared/api'
import { sessionToken, useToken } from '@/entities/session'
import { useRefreshBalance } from '@/entities/wallet'
import { useRefreshBadges } from '@/entities/member-badges'
import { listActionsMachine, type ListActionRequest } from '@machines/listActions.machine.ts'

const token = (): string => sessionToken() ?? ''

/** The missions' flow (machines/listActions.machine.ts): a claim refreshes the header balance and the menu badge. */
export function useMissions() {
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
          load: fromPromise(({ signal }) => call(Endpoints.missionList, { token: token(), body: {}, signal })),
          act: fromPromise<unknown, ListActionRequest>(({ input, signal }) => call(Endpoints.missionClaim, { token: token(), body: { missionId: input.payload as number }, signal })),
        },
        actions: {
          acted: () => {
            latest.current.refreshBalance(latest.current.tokenNow)
            latest.current.refreshBadges()
          },
        },
      }),
    [],
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

type Board = { status: 'loading' } | { status: 'failed'; failure: unknown } | { status: 'ready'; board: MissionLeaderboardReply }

/** The leaderboard of one mission (a load: asked again when the mission changes or `version` moves). */
export function useLeaderboard(missionId: number | null, version: number): Board | null {
  const [board, setBoard] = useState<{ key: string; value: Board } | null>(null)
  const key = `${missionId}-${version}`
  useEffect(() => {
    if (missionId === null) return
    const controller = new AbortController()
    call(Endpoints.missionLeaderboard, { token: token(), body: { missionId, limit: 10 }, signal: controller.signal }).then(
      (reply) => setBoard({ key, value: { status: 'ready', board: reply } }),
      (failure: unknown) => !controller.signal.aborted && setBoard({ key, value: { status: 'failed', failure } }),
    )
    return () => controller.abort()
  }, [missionId, key])
  if (missionId === null) return null
  return board?.key === key ? board.value : { status: 'loading' }
}
