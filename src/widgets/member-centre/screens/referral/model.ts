import { useCallback, useMemo } from 'react'
import { useActorRef, useSelector } from '@xstate/react'
import { fromPromise } from 'xstate'
import { Endpoints, call, type ReferralFriendsReply, type ReferralInfoReply } from '@/shared/api'
import { usePagedList, type FetchPage } from '@/shared/list'
import { sessionToken } from '@/entities/session'
import { listActionsMachine } from '@machines/listActions.machine.ts'

export type ReferralFriend = ReferralFriendsReply['list'][number]

const token = (): string => sessionToken() ?? ''

/** The full link: this site's origin and the path the server gives (`/?ref=<code>`, read by the register flow). */
export const referralLink = (info: Pick<ReferralInfoReply, 'path'>, origin: string = window.location.origin): string => `${origin}${info.path}`

/** The member's code, link, rule and totals (a load with a retry: machines/listActions.machine.ts without actions). */
export function useReferralInfo() {
  const logic = useMemo(() => listActionsMachine.provide({ actors: { load: fromPromise(({ signal }) => call(Endpoints.referralInfo, { token: token(), signal })) } }), [])
  const actor = useActorRef(logic)
  const snapshot = useSelector(actor, (s) => ({ failed: s.value === 'failed', info: s.context.list as ReferralInfoReply | null, failure: s.context.loadFailure }), (a, b) => a.failed === b.failed && a.info === b.info)
  return { ...snapshot, retry: () => actor.send({ type: 'list.retried' }) }
}

const NO_FILTER = {}

/** The friends who registered through the link, through the list kit. */
export function useReferralFriends() {
  const fetchPage: FetchPage<object, ReferralFriend> = useCallback(async ({ page, pageSize }) => {
    const reply = await call(Endpoints.referralFriends, { token: token(), body: { page, pageSize } })
    return { rows: reply.list, total: reply.total }
  }, [])
  return usePagedList(fetchPage, NO_FILTER, { pageSize: 10 })
}
