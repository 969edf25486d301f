import type { AnyMachineSnapshot } from 'xstate'
import { logoutMachine } from '../../logout.machine.ts'
import type { PathModel } from '../pathCoverage.ts'

export const logoutModel: PathModel<typeof logoutMachine> = {
  machine: logoutMachine,
  serializeState: (s: AnyMachineSnapshot) => JSON.stringify(s.value),
  events: [
    { type: 'logout.requested' },
    { type: 'logout.confirmed' },
    { type: 'logout.cancelled' },
    { type: 'xstate.done.actor.logout', output: { loggedOut: true } },
    { type: 'xstate.error.actor.logout', error: { code: 'NETWORK', message: 'Failed to fetch' } },
  ],
}
