import type { AnyMachineSnapshot } from 'xstate'
import { dialogMachine, type DialogContext } from '../../dialog.machine.ts'
import type { PathModel } from '../pathCoverage.ts'

export const dialogRequests = {
  timed: { cover: true, timeoutMs: 3000, payload: 'timed' },
  sticky: { cover: false, timeoutMs: null, payload: 'sticky' },
}

export const dialogModel: PathModel<typeof dialogMachine> = {
  machine: dialogMachine,
  // The guards read `cover` and whether a time-out is set: both are part of the state.
  serializeState: (s: AnyMachineSnapshot) => {
    const { request } = s.context as DialogContext
    return JSON.stringify([s.value, request?.cover ?? null, request?.timeoutMs != null])
  },
  delays: { autoClose: (s) => (s.context as DialogContext).request?.timeoutMs ?? 0 },
  events: [
    { type: 'dialog.opened', request: dialogRequests.timed },
    { type: 'dialog.opened', request: dialogRequests.sticky },
    { type: 'dialog.dismissed' },
    { type: 'cover.clicked' },
    { type: 'xstate.after.autoClose.dialog.open.timed' },
  ],
}
