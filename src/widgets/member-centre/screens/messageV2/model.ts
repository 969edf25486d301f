import { useCallback, useEffect, useMemo, useRef } from 'react'
import { useActorRef, useSelector } from '@xstate/react'
import { fromPromise } from 'xstate'
import { Endpoints, call, type InboxMessage } from '@/shared/api'
import { usePagedList, type FetchPage } from '@/shared/list'
import { sessionToken } from '@/entities/session'
import { useRefreshBadges, useSetUnread } from '@/entities/member-badges'
import { inboxActionsMachine, type InboxChange } from '@machines/inboxActions.machine.ts'

const token = (): string => sessionToken() ?? ''

const sendChange = (change: InboxChange, signal: AbortSignal): Promise<{ unread: number }> =>
  change.kind === 'delete'
    ? call(Endpoints.messageDelete, { token: token(), body: { ids: [change.id] }, signal })
    : call(Endpoints.messageRead, { token: token(), body: change.kind === 'readAll' ? { all: true } : { ids: [change.id] }, signal })

const NO_FILTER = {}

/**
 * The inbox: its pages (unread first) through the list kit, and its changes through
 * machines/inboxActions.machine.ts; each change reloads the page shown and hands the new
 * unread count to the header badge. Opening the inbox asks the badge again.
 */
export function useInbox() {
  const setUnread = useSetUnread()
  const refreshBadges = useRefreshBadges()
  const fetchPage: FetchPage<object, InboxMessage> = useCallback(async ({ page, pageSize }) => {
    const reply = await call(Endpoints.messageList, { token: token(), body: { page, pageSize, order: 'unreadFirst' } })
    return { rows: reply.list, total: reply.total }
  }, [])
  const list = usePagedList(fetchPage, NO_FILTER, { pageSize: 10 })
  const latest = useRef({ setUnread, refresh: list.refresh })
  useEffect(() => {
    latest.current = { setUnread, refresh: list.refresh }
  }, [setUnread, list.refresh])
  useEffect(() => refreshBadges(), [refreshBadges])
  const logic = useMemo(
    () =>
      inboxActionsMachine.provide({
        actors: { change: fromPromise<{ unread: number }, InboxChange>(({ input, signal }) => sendChange(input, signal)) },
        actions: {
          changed: (_, { unread }) => {
            latest.current.setUnread(unread)
            latest.current.refresh()
          },
        },
      }),
    [],
  )
  const actor = useActorRef(logic)
  const state = useSelector(actor, (s) => ({ busy: s.hasTag('busy'), change: s.context.change, failure: s.context.failure }), (a, b) => a.busy === b.busy && a.change === b.change && a.failure === b.failure)
  return { list, ...state, request: (change: InboxChange) => actor.send({ type: 'change.requested', change }) }
}
