import { Endpoints, call } from '@/shared/api'
import type { BadgeCounts } from '@machines/memberBadges.machine.ts'

/** CSP_unreadCount and MCS2_missionReadyCount, side by side. */
export async function fetchBadgeCounts(token: string): Promise<BadgeCounts> {
  const [unread, missions] = await Promise.all([call(Endpoints.unreadCount, { token }), call(Endpoints.missionReadyCount, { token })])
  return { unread: unread.count, missionsReady: missions.count }
}
