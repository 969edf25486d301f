import type { AnyMachineSnapshot } from 'xstate'
import { loaderMachine, type LoaderContext } from '../../loader.machine.ts'
import type { PathModel } from '../pathCoverage.ts'

export const loaderModel: PathModel<typeof loaderMachine> = {
  machine: loaderMachine,
  // Up to three holders tell the paths apart (one, and more than one, is what the guard reads).
  serializeState: (s: AnyMachineSnapshot) => JSON.stringify([s.value, Math.min((s.context as LoaderContext).holders, 3)]),
  events: [{ type: 'loader.held' }, { type: 'loader.released' }],
  simplePaths: false,
}
