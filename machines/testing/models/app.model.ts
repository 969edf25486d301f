import type { AnyMachineSnapshot } from 'xstate'
import { appMachine } from '../../app.machine.ts'
import { gameLaunchMachine } from '../../gameLaunch.machine.ts'
import { loginMachine } from '../../login.machine.ts'
import type { PathModel } from '../pathCoverage.ts'

/**
 * The root hosts the children (each has its own model); its own states start the login flow
 * when a form wants it and the launch flow at the first launch.
 */
const events = [
  { type: 'login.wanted' },
  { type: 'xstate.done.actor.loadLogin', output: loginMachine },
  { type: 'xstate.error.actor.loadLogin', error: new Error('chunk failed to load') },
  { type: 'game.wanted', request: { type: 'game.closed' } },
  { type: 'xstate.done.actor.loadGameLaunch', output: gameLaunchMachine },
  { type: 'xstate.error.actor.loadGameLaunch', error: new Error('chunk failed to load') },
]

export const appModel: PathModel<typeof appMachine> = {
  machine: appMachine,
  input: { url: 'tala.example' },
  serializeState: (s: AnyMachineSnapshot) => JSON.stringify(s.value),
  events,
}
