import type { AnyMachineSnapshot } from 'xstate'
import { appMachine } from '../../app.machine.ts'
import type { PathModel } from '../pathCoverage.ts'

/** The root has no states of its own: it hosts the children (each has its own model). */
export const appModel: PathModel<typeof appMachine> = {
  machine: appMachine,
  input: { url: 'tala.example' },
  serializeState: (s: AnyMachineSnapshot) => JSON.stringify(s.value),
  events: [],
}
