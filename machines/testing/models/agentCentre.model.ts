import type { AnyMachineSnapshot } from 'xstate'
import { agentCentreMachine } from '../../agentCentre.machine.ts'
import type { PathModel } from '../pathCoverage.ts'

const centre = { account: 'agent01', teamSize: 3 }
const events = [
  { type: 'centre.retried' },
  { type: 'centre.refreshed' },
  { type: 'xstate.done.actor.loadCentre', output: centre },
  { type: 'xstate.error.actor.loadCentre', error: { code: 'NETWORK', message: 'offline' } },
  { type: 'xstate.done.actor.reloadCentre', output: centre },
  { type: 'xstate.error.actor.reloadCentre', error: { code: 'NETWORK', message: 'offline' } },
]

export const agentCentreModel: PathModel<typeof agentCentreMachine> = {
  machine: agentCentreMachine,
  serializeState: (s: AnyMachineSnapshot) => JSON.stringify(s.value),
  events,
}
