import type { AnyMachineSnapshot } from 'xstate'
import { promotionActionMachine, type PromotionActionContext } from '../../promotionAction.machine.ts'
import type { PathModel } from '../pathCoverage.ts'

export const promotionActionModel: PathModel<typeof promotionActionMachine> = {
  machine: promotionActionMachine,
  serializeState: (s: AnyMachineSnapshot) => {
    const c = s.context as PromotionActionContext
    return JSON.stringify([s.value, c.request?.promotionId ?? null, c.failure !== null])
  },
  delays: { doneShown: 4000 },
  events: [
    { type: 'action.requested', request: { promotionId: 1, action: { kind: 'ticket', promotionId: 1 }, loggedIn: true } },
    { type: 'action.requested', request: { promotionId: 2, action: { kind: 'join', promotionId: 2 }, loggedIn: false } },
    { type: 'xstate.done.actor.act', output: { ticket: 7 } },
    { type: 'xstate.error.actor.act', error: { code: 'NOT_CLAIMABLE', message: 'closed' } },
    { type: 'xstate.after.doneShown.promotionAction.done' },
  ],
  simplePaths: false,
}
