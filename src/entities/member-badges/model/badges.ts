import { useCallback } from 'react'
import { useSelector } from '@xstate/react'
import { fromPromise } from 'xstate'
import { listenForSession, useSystemActor } from '@/shared/lib'
import { memberBadgesMachine, type BadgeCounts } from '@machines/memberBadges.machine.ts'
import { fetchBadgeCounts } from '../api/counts.ts'

/**
 * The unread messages and the missions ready to claim, owned by the `memberBadges` child of
 * the app's actor system (machines/memberBadges.machine.ts). The app provides when a session
 * starts and ends.
 */
export const MEMBER_BADGES_ID = 'memberBadges'

export const memberBadgesLogic = memberBadgesMachine.provide({
  actors: { fetchCounts: fromPromise<BadgeCounts, { token: string }>(({ input }) => fetchBadgeCounts(input.token)), listenForSession },
})

const useBadgesActor = () => useSystemActor(MEMBER_BADGES_ID)

/** Unread platform messages (the header's mail badge). */
export const useUnreadCount = (): number => useSelector(useBadgesActor(), (s) => s.context.counts.unread)

/** Missions ready to claim (the member-centre menu badge); null shows none. */
export function useReadyMissions(): number | null {
  const count = useSelector(useBadgesActor(), (s) => s.context.counts.missionsReady)
  return count > 0 ? count : null
}

/** Ask both counts again (the inbox opened, a claim made). */
export function useRefreshBadges(): () => void {
  const actor = useBadgesActor()
  return useCallback(() => actor.send({ type: 'badges.refreshRequested' }), [actor])
}

/** The inbox knows the new unread count (a read or delete answered it). */
export function useSetUnread(): (unread: number) => void {
  const actor = useBadgesActor()
  return useCallback((unread: number) => actor.send({ type: 'badges.unreadChanged', unread }), [actor])
}
