import type { AnyMachineSnapshot } from 'xstate'
import { realityCheckMachine, type RealityCheckContext } from '../../realityCheck.machine.ts'
import type { PathModel } from '../pathCoverage.ts'

export const realityCheckModel: PathModel<typeof realityCheckMachine> = {
  machine: realityCheckMachine,
  serializeState: (s: AnyMachineSnapshot) => JSON.stringify([s.value, (s.context as RealityCheckContext).minutes]),
  delays: { interval: (s) => (s.context as RealityCheckContext).minutes * 60_000 },
  events: [
    { type: 'interval.changed', minutes: 15 },
    { type: 'interval.changed', minutes: 30 },
    { type: 'interval.changed', minutes: 0 },
    { type: 'check.continued' },
    { type: 'check.stopped' },
    { type: 'xstate.after.interval.realityCheck.counting' },
  ],
}
