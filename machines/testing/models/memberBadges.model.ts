import type { AnyMachineSnapshot } from 'xstate'
import { memberBadgesMachine, type MemberBadgesContext } from '../../memberBadges.machine.ts'
import type { PathModel } from '../pathCoverage.ts'

export const memberBadgesModel: PathModel<typeof memberBadgesMachine> = {
  machine: memberBadgesMachine,
  serializeState: (s: AnyMachineSnapshot) => {
    const c = s.context as MemberBadgesContext
    return JSON.stringify([s.value, c.token, c.counts])
  },
  events: [
    { type: 'session.started', token: 't0k3n' },
    { type: 'session.ended' },
    { type: 'badges.refreshRequested' },
    { type: 'badges.unreadChanged', unread: 1 },
    { type: 'xstate.done.actor.fetchCounts', output: { unread: 2, missionsReady: 1 } },
    { type: 'xstate.error.actor.fetchCounts', error: { code: 'NETWORK', message: 'offline' } },
    { type: 'xstate.after.pollInterval.memberBadges.waiting' },
  ],
  delays: { pollInterval: 60_000 },
  simplePaths: false,
}
