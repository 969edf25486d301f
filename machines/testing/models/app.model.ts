import type { AnyMachineSnapshot } from 'xstate'
import { appMachine } from '../../app.machine.ts'
import { loginMachine } from '../../login.machine.ts'
import type { PathModel } from '../pathCoverage.ts'

/** The root hosts the children (each has its own model); its own states start the login flow when a form wants it. */
export const appModel: PathModel<typeof appMachine> = {
  machine: appMachine,
  input: { url: 'tala.example' },
  serializeState: (s: AnyMachineSnapshot) => JSON.stringify(s.value),
  events: [
    { type: 'login.wanted' },
    { type: 'xstate.done.actor.loadLogin', output: loginMachine },
    { type: 'xstate.error.actor.loadLogin', error: new Error('chunk failed to load') },
  ],
}
