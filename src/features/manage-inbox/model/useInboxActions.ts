import { useMemo } from 'react'
import { useLatest } from '@/shared/lib'
import { useQueryClient, type QueryKey } from '@tanstack/react-query'
import { useActorRef, useSelector } from '@xstate/react'
import { fromPromise } from 'xstate'
import { useSetUnread } from '@/entities/member-badges'
import { inboxActionsMachine, type InboxChange } from '@machines/inboxActions.machine.ts'
import { sendChange } from '../api/changes.ts'

export interface InboxActions {
  /** A change is being sent (one at a time: a request meanwhile is ignored). */
  readonly busy: boolean
  /** The change in flight, or the last one. */
  readonly change: InboxChange | null
  /** Why the last change was refused (null when it went through). */
  readonly failure: unknown
  readonly request: (change: InboxChange) => void
}

/**
 * Hosts machines/inboxActions.machine.ts: read one message, mark all read, delete one. Each
 * change hands the new unread count to the header badge and makes the inbox's pages
 * (`listKey`, the page's list) stale.
 */
export function useInboxActions(listKey: QueryKey): InboxActions {
  const setUnread = useSetUnread()
  const queryClient = useQueryClient()
  const latest = useLatest({ setUnread, listKey })
  const logic = useMemo(
    () =>
      inboxActionsMachine.provide({
        actors: { change: fromPromise<{ unread: number }, InboxChange>(({ input, signal }) => sendChange(input, signal)) },
        actions: {
          changed: (_, { unread }) => {
            latest.current.setUnread(unread)
            void queryClient.invalidateQueries({ queryKey: latest.current.listKey })
          },
        },
      }),
    [queryClient, latest],
  )
  const actor = useActorRef(logic)
  const state = useSelector(actor, (s) => ({ busy: s.hasTag('busy'), change: s.context.change, failure: s.context.failure }), (a, b) => a.busy === b.busy && a.change === b.change && a.failure === b.failure)
  return { ...state, request: (change: InboxChange) => actor.send({ type: 'change.requested', change }) }
}
