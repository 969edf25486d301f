import type { AnyMachineSnapshot } from 'xstate'
import { inboxActionsMachine, type InboxActionsContext } from '../../inboxActions.machine.ts'
import type { PathModel } from '../pathCoverage.ts'

export const inboxActionsModel: PathModel<typeof inboxActionsMachine> = {
  machine: inboxActionsMachine,
  serializeState: (s: AnyMachineSnapshot) => {
    const c = s.context as InboxActionsContext
    return JSON.stringify([s.value, c.change, c.failure !== null])
  },
  events: [
    { type: 'change.requested', change: { kind: 'read', id: 1 } },
    { type: 'change.requested', change: { kind: 'readAll' } },
    { type: 'change.requested', change: { kind: 'delete', id: 1 } },
    { type: 'xstate.done.actor.change', output: { unread: 0 } },
    { type: 'xstate.error.actor.change', error: { code: 'NOT_FOUND', message: 'gone' } },
  ],
  simplePaths: false,
}
