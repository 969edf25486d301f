import type { AnyMachineSnapshot } from 'xstate'
import { AuthModal, modalsMachine, type ModalsContext } from '../../modals.machine.ts'
import type { PathModel } from '../pathCoverage.ts'

const member = { loggedIn: true, trial: false }
const trial = { loggedIn: true, trial: true }
const visitor = { loggedIn: false, trial: false }

export const modalsModel: PathModel<typeof modalsMachine> = {
  machine: modalsMachine,
  // The guards read which modals are open, in order: the stack's names are the state.
  serializeState: (s: AnyMachineSnapshot) => JSON.stringify([s.value, (s.context as ModalsContext).stack.map((m) => m.name)]),
  compareContext: false,
  events: [
    { type: 'modal.opened', name: 'notice' },
    { type: 'modal.opened', name: 'memberCentre', options: { width: 860 } },
    { type: 'modal.requested', name: 'memberCentre', needs: 'realAccount', session: member, payload: 'depositv2' },
    { type: 'modal.requested', name: 'memberCentre', needs: 'realAccount', session: trial },
    { type: 'modal.requested', name: null, needs: 'realAccount', session: member },
    { type: 'modal.requested', name: null, needs: 'login', session: visitor },
    { type: 'authModal.opened', name: AuthModal.register },
    { type: 'modal.replaced', from: 'notice', to: 'noticePopup' },
    { type: 'modal.payloadChanged', name: 'memberCentre', payload: 'transferFund' },
    { type: 'modal.closed', name: 'notice' },
    { type: 'modal.closed', name: AuthModal.login },
    { type: 'modals.closedAll' },
  ],
  simplePaths: false,
}
