import { useEffect, useMemo, useRef } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useActorRef, useSelector } from '@xstate/react'
import { fromPromise } from 'xstate'
import { call, RewardsEndpoints, type InboxMessage } from '@/shared/api'
import { usePagedQuery, type FetchPage } from '@/shared/list'
import { sessionToken } from '@/entities/session'
import { useRefreshBadges, useSetUnread } from '@/entities/member-badges'
import { inboxActionsMachine, type InboxChange } from '@machines/inboxActions.machine.ts'
import { memberCentreKeys } from '../../model/keys.ts'

const token = (): string => sessionToken() ?? ''

const sendChange = (change: InboxChange, signal: AbortSignal): Promise<{ unread: number }> =>
  change.kind === 'delete'
    ? call(RewardsEndpoints.messageDelete, { token: token(), body: { ids: [change.id] }, signal })
    : call(RewardsEndpoints.messageRead, { token: token(), body: change.kind === 'readAll' ? { all: true } : { ids: [change.id] }, signal })

const NO_FILTER = {}

const fetchMessages: FetchPage<object, InboxMessage> = async ({ page, pageSize, signal }) => {
  const reply = await call(RewardsEndpoints.messageList, { token: token(), body: { page, pageSize, order: 'unreadFirst' }, signal })
  return { rows: reply.list, total: reply.total }
}

/**
 * The inbox: its pages (unread first) through the list kit, and its changes through
 * machines/inboxActions.machine.ts; each change invalidates the inbox's pages and hands the
 * new unread count to the header badge. Opening the inbox asks the badge again.
 */
export function useInbox() {
  const setUnread = useSetUnread()
  const refreshBadges = useRefreshBadges()
  const queryClient = useQueryClient()
  const { list } = usePagedQuery(memberCentreKeys.inbox(), fetchMessages, NO_FILTER, { pageSize: 10 })
  const latest = useRef({ setUnread })
  useEffect(() => {
    latest.current = { setUnread }
  }, [setUnread])
  useEffect(() => refreshBadges(), [refreshBadges])
  const logic = useMemo(
    () =>
      inboxActionsMachine.provide({
        actors: { change: fromPromise<{ unread: number }, InboxChange>(({ input, signal }) => sendChange(input, signal)) },
        actions: {
          changed: (_, { unread }) => {
            latest.current.setUnread(unread)
            void queryClient.invalidateQueries({ queryKey: memberCentreKeys.inbox() })
          },
        },
      }),
    [queryClient],
  )
  const actor = useActorRef(logic)
  const state = useSelector(actor, (s) => ({ busy: s.hasTag('busy'), change: s.context.change, failure: s.context.failure }), (a, b) => a.busy === b.busy && a.change === b.change && a.failure === b.failure)
  return { list, ...state, request: (change: InboxChange) => actor.send({ type: 'change.requested', change }) }
}
