import type { AnyMachineSnapshot } from 'xstate'
import type { PathModel } from '@machines/testing/pathCoverage.ts'
import { png, proofRules, withdrawalConfirmationModel } from '@machines/testing/models/withdrawalConfirmation.model.ts'
import type { withdrawalConfirmationMachine, WithdrawalConfirmationContext } from '@machines/withdrawalConfirmation.machine.ts'
import type { Finder, Sight, Sights } from '@/shared/testing'

/**
 * The confirmation of a disbursed withdrawal as the member sees it, for both drivers: the jsdom
 * screen (withdrawalConfirmation.screen.tsx, a fake tracker) and the Chromium journey
 * (tests/e2e/journeys/withdrawal-confirmation.spec.ts, a real withdrawal the operator paid out).
 * Both pay out 1,000.00, so the card says the same.
 */
export const PAID_OUT_AMOUNT = 1_000_00
export const PARTIAL_AMOUNT = 600_00
export const SERVER_ENGLISH = 'Server English'
const TITLE = 'Did you receive 1,000.00?'

const ctx = (s: AnyMachineSnapshot) => s.context as WithdrawalConfirmationContext
export const validPartial = (c: WithdrawalConfirmationContext): boolean => c.receivedAmount !== null && c.receivedAmount > 0 && c.receivedAmount < c.amount

/** Told apart by what the screen shows: the partial amount's check and the picked proofs. */
export const withdrawalConfirmationPaths: PathModel<typeof withdrawalConfirmationMachine> = {
  ...withdrawalConfirmationModel,
  input: { withdrawalId: '31', amount: PAID_OUT_AMOUNT, proofRules },
  serializeState: (s) => JSON.stringify([s.value, s.matches('partial') ? validPartial(ctx(s)) : null, s.matches('notReceived') ? ctx(s).proofs.length > 0 : null]),
  events: [
    { type: 'confirm.opened' },
    { type: 'confirm.cancelled' },
    { type: 'outcome.chosen', outcome: 'received' },
    { type: 'outcome.chosen', outcome: 'partial' },
    { type: 'outcome.chosen', outcome: 'notReceived' },
    { type: 'outcome.back' },
    { type: 'amount.changed', amount: PARTIAL_AMOUNT },
    { type: 'proofs.picked', files: [png('slip.png')] },
    { type: 'proof.removed', index: 0 },
    { type: 'confirm.submitted' },
    { type: 'retry' },
    // The answer recorded: the reply is the request with its new status (built from what the screen sent).
    { type: 'xstate.done.actor.submitConfirmation', output: 'the request, answered' },
    { type: 'xstate.error.actor.submitConfirmation', error: { code: 'WITHDRAWAL_STATE', message: SERVER_ENGLISH } },
  ],
  // A proof is removed with its own button: there is none before one is picked.
  offered: (s, e) => e.type !== 'proof.removed' || ctx(s).proofs.length > 0,
}

/** The tracker's status of a request answered with `outcome`. */
export const answeredStatus = (outcome: WithdrawalConfirmationContext['outcome']): string => (outcome === 'notReceived' ? 'not_received' : String(outcome))

/** The sights in the tracker card `card` (its test id: `withdrawal-<id>`). */
export function withdrawalConfirmationSights(card: string): Sights {
  const inCard: Finder = { testId: card }
  const group: Finder = { role: 'group', name: TITLE }
  const button = (name: string, is: Sight['is'] = 'enabled', scope: Finder = group): Sight => ({ role: 'button', name, in: scope, is })
  return {
    'withdrawalConfirmation.idle': () => [
      button('Confirm receipt', 'enabled', inCard),
      { role: 'group', in: inCard, is: 'absent' },
      { testId: 'withdrawal-status', in: inCard, is: 'shown', attribute: ['data-status', 'disbursed'] },
    ],
    'withdrawalConfirmation.choosing': () => [
      { ...group, in: inCard, is: 'shown' },
      ...['Received', 'Partially received', 'Not received', 'Later'].map((name) => button(name)),
      { testId: 'confirm-submit', in: group, is: 'absent' },
    ],
    'withdrawalConfirmation.received': () => [
      button('Send answer'),
      button('Back'),
      { testId: 'confirm-amount', in: group, is: 'absent' },
      { testId: 'confirm-proofs', in: group, is: 'absent' },
    ],
    'withdrawalConfirmation.partial': (s, event) => [
      { role: 'textbox', name: 'Amount received', in: group, is: 'shown', ...(validPartial(ctx(s)) ? { value: '600' } : {}) },
      button('Send answer'),
      // Sent without a valid amount: the member is told what is missing.
      ...(event.type === 'confirm.submitted' ? [{ testId: 'confirm-note', in: group, is: 'shown', text: 'Enter the amount that arrived' } as const] : []),
    ],
    'withdrawalConfirmation.notReceived': (s, event) => [
      { testId: 'confirm-proofs', in: group, is: 'shown' },
      button('Remove slip.png', ctx(s).proofs.length > 0 ? 'shown' : 'absent'),
      ...(event.type === 'confirm.submitted' ? [{ testId: 'confirm-note', in: group, is: 'shown', text: 'Add at least one proof.' } as const] : []),
    ],
    'withdrawalConfirmation.submitting': () => [
      { role: 'status', in: group, is: 'shown', text: 'Sending…' },
      { testId: 'confirm-submit', in: group, is: 'absent' },
      { testId: 'confirm-failed', in: group, is: 'absent' },
    ],
    'withdrawalConfirmation.failed': () => [
      // In the member's language, never the server's English.
      { testId: 'confirm-failed', in: group, is: 'shown', text: 'This withdrawal cannot be changed now.', notText: SERVER_ENGLISH },
      button('Try again'),
      button('Back'),
    ],
    // The answer recorded: the tracker read again shows the request's new status, with nothing left to confirm.
    'withdrawalConfirmation.done': (s) => [
      { testId: 'withdrawal-status', in: inCard, is: 'shown', attribute: ['data-status', answeredStatus(ctx(s).outcome)] },
      { role: 'group', in: inCard, is: 'absent' },
      { testId: 'confirm-open', in: inCard, is: 'absent' },
    ],
  }
}
