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

export const bootModel: PathModel<typeof bootMachine> = {
  machine: bootMachine,
  input: { url: 'tala.example' },
  // Nothing in context decides a transition (the guards read the reply), so the state value
  // alone tells snapshots apart.
  serializeState: (s: AnyMachineSnapshot) => JSON.stringify(s.value),
  events: [
    { type: 'xstate.done.actor.loadStatus', output: bootReplies.normal },
    { type: 'xstate.done.actor.loadStatus', output: bootReplies.maintenance },
    { type: 'xstate.done.actor.loadStatus', output: bootReplies.denied },
    { type: 'xstate.done.actor.loadStatus', output: bootReplies.maintenanceAndDenied },
    { type: 'xstate.error.actor.loadStatus', error: bootNetworkError },
    { type: 'retry.requested' },
  ],
}
