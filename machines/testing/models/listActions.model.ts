import type { AnyMachineSnapshot } from 'xstate'
import { listActionsMachine, type ListActionsContext } from '../../listActions.machine.ts'
import type { PathModel } from '../pathCoverage.ts'

export const listActionsModel: PathModel<typeof listActionsMachine> = {
  machine: listActionsMachine,
  serializeState: (s: AnyMachineSnapshot) => {
    const c = s.context as ListActionsContext
    return JSON.stringify([s.value, c.list !== null, c.request?.key ?? null, c.acted, c.actionFailure !== null, c.loadFailure !== null])
  },
  events: [
    { type: 'xstate.done.actor.load', output: { list: [] } },
    { type: 'xstate.error.actor.load', error: { code: 'NETWORK', message: 'offline' } },
    { type: 'list.retried' },
    { type: 'action.requested', request: { key: 'mission-1', payload: { missionId: 1 } } },
    { type: 'xstate.done.actor.act', output: { amount: 500 } },
    { type: 'xstate.error.actor.act', error: { code: 'ALREADY_CLAIMED', message: 'claimed' } },
  ],
  simplePaths: false,
}
