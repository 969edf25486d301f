import type { AnyMachineSnapshot } from 'xstate'
import { moneyRequestMachine } from '../../moneyRequest.machine.ts'
import type { PathModel } from '../pathCoverage.ts'

const events = [
  { type: 'request.submitted', request: { requestId: 'r-00000001', amount: 10_000 } },
  { type: 'retry' },
  { type: 'request.again' },
  { type: 'xstate.done.actor.submit', output: { reference: 'DP-1' } },
  { type: 'xstate.error.actor.submit', error: { code: 'INSUFFICIENT_FUNDS', message: 'no' } },
]

export const moneyRequestModel: PathModel<typeof moneyRequestMachine> = {
  machine: moneyRequestMachine,
  serializeState: (s: AnyMachineSnapshot) => JSON.stringify(s.value),
  events,
}
