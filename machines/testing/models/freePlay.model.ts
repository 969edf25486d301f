import type { AnyMachineSnapshot } from 'xstate'
import { freePlayMachine } from '../../freePlay.machine.ts'
import type { PathModel } from '../pathCoverage.ts'
import { loginReply } from './login.model.ts'

export const freePlayModel: PathModel<typeof freePlayMachine> = {
  machine: freePlayMachine,
  serializeState: (s: AnyMachineSnapshot) => JSON.stringify(s.value),
  events: [
    { type: 'freePlay.requested' },
    { type: 'xstate.done.actor.freePlay', output: loginReply({ isAgent: 4 }) },
    { type: 'xstate.error.actor.freePlay', error: { code: 'MODULE_DISABLED', message: 'Free play is off' } },
  ],
}
