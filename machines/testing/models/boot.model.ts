import type { AnyMachineSnapshot } from 'xstate'
import { statusFixture } from '@/shared/testing'
import { bootMachine } from '../../boot.machine.ts'
import type { PathModel } from '../pathCoverage.ts'

/** Status replies for each branch of boot (spec §2: status 0, 1, 2). */
export const bootReplies = {
  normal: statusFixture(),
  maintenance: statusFixture({ maintenance: true }),
  denied: statusFixture({ regionRestriction: true }),
  maintenanceAndDenied: statusFixture({ maintenance: true, regionRestriction: true }),
}
export const bootNetworkError = { code: 'NETWORK', message: 'Failed to fetch' }
export const bootServerError = { code: 'UNKNOWN', message: 'Internal error' }

export const bootModel: PathModel<typeof bootMachine> = {
  machine: bootMachine,
  // The closed screens poll in loops: every simple path through them is too many; the
  // shortest paths and the transition cover still reach every state and transition.
  simplePaths: false,
  input: { url: 'tala.example' },
  // The state value, whether a locale load failed, the failure's code (the automatic retry's
  // guard reads it) and which screen a kept reply leads to (the status answers before the
  // locale is there, and waits for it).
  serializeState: (s: AnyMachineSnapshot) => {
    const c = s.context as { localeAttempts: number; failure: { code: string } | null; status: { maintenance: boolean; regionRestriction: boolean } | null }
    return JSON.stringify([s.value, c.localeAttempts > 0, c.failure?.code ?? null, c.status?.maintenance ?? null, c.status?.regionRestriction ?? null])
  },
  delays: {
    localeBackoff: (s: AnyMachineSnapshot) => Math.min(10_000, 1000 * 2 ** Math.max(0, (s.context as { localeAttempts: number }).localeAttempts - 1)),
    statusBackoff: (s: AnyMachineSnapshot) => Math.min(60_000, 2000 * 2 ** Math.max(0, (s.context as { statusAttempts: number }).statusAttempts - 1)),
    statusPoll: 15_000,
  },
  events: [
    { type: 'xstate.done.actor.loadLocale' },
    { type: 'xstate.error.actor.loadLocale', error: new Error('offline') },
    { type: 'xstate.after.localeBackoff.boot.starting.locale.retry' },
    { type: 'xstate.done.actor.loadStatus', output: bootReplies.normal },
    { type: 'xstate.done.actor.loadStatus', output: bootReplies.maintenance },
    { type: 'xstate.done.actor.loadStatus', output: bootReplies.denied },
    { type: 'xstate.done.actor.loadStatus', output: bootReplies.maintenanceAndDenied },
    { type: 'xstate.error.actor.loadStatus', error: bootNetworkError },
    { type: 'xstate.error.actor.loadStatus', error: bootServerError },
    { type: 'xstate.after.statusBackoff.boot.failed' },
    { type: 'xstate.after.statusPoll.boot.maintenance.waiting' },
    { type: 'xstate.after.statusPoll.boot.denied.waiting' },
    { type: 'xstate.after.statusBackoff.boot.maintenance.retrying' },
    { type: 'xstate.after.statusBackoff.boot.denied.retrying' },
    { type: 'xstate.done.actor.prepare' },
    { type: 'retry.requested' },
    { type: 'site.closed', reason: 'maintenance' },
    { type: 'site.closed', reason: 'regionRestricted', location: { ip: '203.0.113.9', country: 'SG' } },
  ],
}
