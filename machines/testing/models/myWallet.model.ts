import type { AnyMachineSnapshot } from 'xstate'
import { myWalletMachine, type MyWalletContext } from '../../myWallet.machine.ts'
import type { PathModel } from '../pathCoverage.ts'

const split = { isSingle: false, main: 10_000, wallets: [{ vassalage: 'TALA_SLOTS', balance: 0 }] }
const single = { isSingle: true, main: 10_000, wallets: [] }

export const myWalletModel: PathModel<typeof myWalletMachine> = {
  machine: myWalletMachine,
  // The transfer guard reads the wallet mode; the messages are what the member sees.
  serializeState: (s: AnyMachineSnapshot) => {
    const c = s.context as MyWalletContext
    return JSON.stringify([s.value, c.wallets?.isSingle ?? null, c.transferred, c.transferFailure !== null, c.loadFailure !== null])
  },
  events: [
    { type: 'xstate.done.actor.loadWallets', output: split },
    { type: 'xstate.done.actor.loadWallets', output: single },
    { type: 'xstate.error.actor.loadWallets', error: { code: 'NETWORK', message: 'offline' } },
    { type: 'wallets.retried' },
    { type: 'wallets.refreshed' },
    { type: 'transfer.submitted', order: { from: 'MAIN', to: 'TALA_SLOTS', amount: 2500 } },
    { type: 'xstate.done.actor.transfer', output: { ...split, main: 7500, wallets: [{ vassalage: 'TALA_SLOTS', balance: 2500 }] } },
    { type: 'xstate.error.actor.transfer', error: { code: 'INSUFFICIENT_FUNDS', message: 'Insufficient balance.' } },
  ],
  simplePaths: false,
}
