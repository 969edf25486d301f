import type { AnyMachineSnapshot } from 'xstate'
import { withdrawalConfirmationMachine, type ProofPick, type WithdrawalConfirmationContext } from '../../withdrawalConfirmation.machine.ts'
import type { PathModel } from '../pathCoverage.ts'

export const proofRules = { maxFiles: 3, maxBytes: 5 * 1024 * 1024, types: ['image/png', 'image/jpeg'] }
export const png = (name: string, size = 1000): ProofPick => ({ name, type: 'image/png', size, file: null })
const input = { withdrawalId: '42', amount: 100_000, proofRules }

// Branches read: the outcome, whether a valid partial amount is typed, whether proofs are picked.
const serializeState = (s: AnyMachineSnapshot) => {
  const c = s.context as WithdrawalConfirmationContext
  return JSON.stringify([s.value, c.receivedAmount !== null && c.receivedAmount > 0 && c.receivedAmount < c.amount, c.proofs.length > 0, c.outcome])
}

const events = [
  { type: 'confirm.opened' },
  { type: 'confirm.cancelled' },
  { type: 'outcome.chosen', outcome: 'received' },
  { type: 'outcome.chosen', outcome: 'partial' },
  { type: 'outcome.chosen', outcome: 'notReceived' },
  { type: 'outcome.back' },
  { type: 'amount.changed', amount: 60_000 },
  { type: 'amount.changed', amount: 100_000 },
  { type: 'proofs.picked', files: [png('slip.png')] },
  { type: 'proof.removed', index: 0 },
  { type: 'confirm.submitted' },
  { type: 'retry' },
  { type: 'xstate.done.actor.submitConfirmation', output: { id: '42', status: 'received' } },
  { type: 'xstate.error.actor.submitConfirmation', error: { code: 'NETWORK', message: 'offline' } },
]

export const withdrawalConfirmationModel: PathModel<typeof withdrawalConfirmationMachine> = {
  machine: withdrawalConfirmationMachine,
  input,
  serializeState,
  events,
  simplePaths: false,
}
