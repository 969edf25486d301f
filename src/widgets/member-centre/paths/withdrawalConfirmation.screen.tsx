import { expect } from 'vitest'
import { waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate'
import { ProofFiles, type Withdrawal } from '@/shared/api'
import { i18n } from '@/shared/i18n'
import { heldServer, type HeldServer, type ScreenModel } from '@/shared/testing'
import type { PathModel } from '@machines/testing/pathCoverage.ts'
import { png, proofRules, withdrawalConfirmationModel } from '@machines/testing/models/withdrawalConfirmation.model.ts'
import type { withdrawalConfirmationMachine, WithdrawalConfirmationContext } from '@machines/withdrawalConfirmation.machine.ts'
import { disbursedWithdrawal, loginMember, logoutMember, moneyRoutes, openCentre, withdrawals } from '../testing/money.tsx'

/**
 * The confirmation of a disbursed withdrawal (machines/withdrawalConfirmation.machine.ts) on its
 * real screen: the withdrawal page's tracker, whose card of a paid-out request offers "Confirm
 * receipt" (received, partially received with the amount, not received with proofs). The answer's
 * call waits for the path's step; the tracker and the rest of the page answer at once.
 */
const CONFIRM = '/wps/member/withdrawals/confirm'
const TRACKER = 'GET /wps/member/withdrawals'
const SERVER_ENGLISH = 'Server English'
const paidOut = disbursedWithdrawal({ id: '31', requestId: 'wd-31', amount: 1_000_00 })
const PARTIAL = 600_00

interface ConfirmRun {
  readonly server: HeldServer
  /** The card of the paid-out request in the tracker. */
  readonly card: () => HTMLElement
}

const user = () => userEvent.setup()
const ctx = (s: AnyMachineSnapshot) => s.context as WithdrawalConfirmationContext
const validPartial = (c: WithdrawalConfirmationContext) => c.receivedAmount !== null && c.receivedAmount > 0 && c.receivedAmount < c.amount

/** Told apart by what the screen shows: the partial amount's check and the picked proofs. */
const paths: PathModel<typeof withdrawalConfirmationMachine> = {
  ...withdrawalConfirmationModel,
  input: { withdrawalId: paidOut.id, amount: paidOut.amount, proofRules },
  serializeState: (s) => JSON.stringify([s.value, s.matches('partial') ? validPartial(ctx(s)) : null, s.matches('notReceived') ? ctx(s).proofs.length > 0 : null]),
  events: [
    { type: 'confirm.opened' },
    { type: 'confirm.cancelled' },
    { type: 'outcome.chosen', outcome: 'received' },
    { type: 'outcome.chosen', outcome: 'partial' },
    { type: 'outcome.chosen', outcome: 'notReceived' },
    { type: 'outcome.back' },
    { type: 'amount.changed', amount: PARTIAL },
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

/** The request as the server answers it after the member's answer. */
function answered(body: { outcome: 'received' | 'partial' | 'notReceived'; receivedAmount?: number }): Withdrawal {
  const status = body.outcome === 'notReceived' ? 'not_received' : body.outcome
  return { ...paidOut, status, receivedAmount: body.outcome === 'partial' ? (body.receivedAmount ?? null) : body.outcome === 'received' ? paidOut.amount : null, stages: { ...paidOut.stages, confirmedAt: new Date().toISOString() } }
}

/** The JSON part of the answer's call (a form with the proof files, or plain JSON). */
function sentAnswer(server: HeldServer) {
  const body = server.lastBody(CONFIRM)
  const json = body instanceof FormData ? JSON.parse(String(body.get('body'))) : body
  return json as { withdrawalId: string; outcome: 'received' | 'partial' | 'notReceived'; receivedAmount?: number }
}

const group = (run: ConfirmRun) => within(run.card()).getByRole('group')

export const withdrawalConfirmationScreen: ScreenModel<typeof withdrawalConfirmationMachine, ConfirmRun> = {
  name: 'withdrawalConfirmation',
  paths,
  async start() {
    loginMember()
    const server = heldServer(moneyRoutes({ '/wps/member/withdrawals': { value: withdrawals([paidOut]) } }), [CONFIRM])
    const centre = await openCentre('withdraw')
    await within(centre).findByTestId(`withdrawal-${paidOut.id}`)
    return { server, card: () => within(centre).getByTestId(`withdrawal-${paidOut.id}`) }
  },
  stop: () => logoutMember(),
  see: {
    'withdrawalConfirmation.idle': (run) => {
      expect(within(run.card()).getByRole('button', { name: i18n.t('money.confirm.open') })).toBeEnabled()
      expect(within(run.card()).queryByRole('group')).toBeNull()
      expect(within(run.card()).getByTestId('withdrawal-status')).toHaveAttribute('data-status', 'disbursed')
    },
    'withdrawalConfirmation.choosing': (run) => {
      const g = group(run)
      expect(g).toHaveAccessibleName(i18n.t('money.confirm.title', { amount: '1,000.00' }))
      for (const name of ['received', 'partial', 'notReceived', 'cancel']) expect(within(g).getByRole('button', { name: i18n.t(`money.confirm.${name}`) })).toBeEnabled()
      expect(within(g).queryByTestId('confirm-submit')).toBeNull()
    },
    'withdrawalConfirmation.received': (run) => {
      const g = group(run)
      expect(within(g).getByRole('button', { name: i18n.t('money.confirm.submit') })).toBeEnabled()
      expect(within(g).getByRole('button', { name: i18n.t('money.confirm.back') })).toBeEnabled()
      expect(within(g).queryByTestId('confirm-amount')).toBeNull()
      expect(within(g).queryByTestId('confirm-proofs')).toBeNull()
    },
    'withdrawalConfirmation.partial': (run, s, event) => {
      const g = group(run)
      const amount = within(g).getByRole('textbox', { name: i18n.t('money.confirm.receivedAmount') })
      if (validPartial(ctx(s))) expect(amount).toHaveValue('600')
      expect(within(g).getByRole('button', { name: i18n.t('money.confirm.submit') })).toBeEnabled()
      // Sent without a valid amount: the member is told what is missing, nothing is sent.
      if (event.type === 'confirm.submitted') {
        expect(within(g).getByTestId('confirm-note')).toHaveTextContent(i18n.t('money.confirm.amountInvalid'))
        expect(run.server.calls(CONFIRM)).toBe(0)
      }
    },
    'withdrawalConfirmation.notReceived': (run, s, event) => {
      const g = group(run)
      expect(within(g).getByTestId('confirm-proofs')).toBeInTheDocument()
      const remove = within(g).queryByRole('button', { name: i18n.t('money.confirm.remove', { name: 'slip.png' }) })
      if (ctx(s).proofs.length > 0) expect(remove, 'the picked proof, with its remove button').toBeInTheDocument()
      else expect(remove, 'no proof listed').toBeNull()
      if (event.type === 'confirm.submitted') {
        expect(within(g).getByTestId('confirm-note')).toHaveTextContent(i18n.t('money.confirm.proofsMissing'))
        expect(run.server.calls(CONFIRM)).toBe(0)
      }
    },
    'withdrawalConfirmation.submitting': (run) => {
      const g = group(run)
      expect(within(g).getByRole('status')).toHaveTextContent(i18n.t('money.sending'))
      expect(within(g).queryByTestId('confirm-submit')).toBeNull()
      expect(within(g).queryByTestId('confirm-failed')).toBeNull()
    },
    'withdrawalConfirmation.failed': (run) => {
      const failed = within(group(run)).getByTestId('confirm-failed')
      expect(failed).toHaveTextContent(i18n.t('failure.withdrawalState'))
      expect(failed).not.toHaveTextContent(SERVER_ENGLISH)
      expect(within(failed).getByRole('button', { name: i18n.t('money.retry') })).toBeEnabled()
      expect(within(failed).getByRole('button', { name: i18n.t('money.confirm.back') })).toBeEnabled()
    },
    'withdrawalConfirmation.done': (run) => {
      // The answer recorded: the tracker read again shows the request's new status, with nothing left to confirm.
      const status = within(run.card()).getByTestId('withdrawal-status')
      expect(status).not.toHaveAttribute('data-status', 'disbursed')
      expect(status).toHaveAttribute('data-status', answered(sentAnswer(run.server)).status)
      expect(within(run.card()).queryByRole('group')).toBeNull()
      expect(within(run.card()).queryByTestId('confirm-open')).toBeNull()
    },
  },
  cause: {
    'confirm.opened': (run) => user().click(within(run.card()).getByRole('button', { name: i18n.t('money.confirm.open') })),
    'confirm.cancelled': (run) => user().click(within(group(run)).getByRole('button', { name: i18n.t('money.confirm.cancel') })),
    'outcome.chosen': (run, event) => user().click(within(group(run)).getByRole('button', { name: i18n.t(`money.confirm.${event.outcome as string}`) })),
    'outcome.back': (run) => user().click(within(group(run)).getAllByRole('button', { name: i18n.t('money.confirm.back') })[0]!),
    async 'amount.changed'(run) {
      const field = within(group(run)).getByRole('textbox', { name: i18n.t('money.confirm.receivedAmount') })
      const u = user()
      await u.clear(field)
      await u.click(field)
      await u.paste('600')
    },
    'proofs.picked': (run, event) => {
      const [pick] = event.files as ReadonlyArray<{ name: string; type: string }>
      return user().upload(within(group(run)).getByTestId('confirm-proofs'), new File(['proof'], pick!.name, { type: pick!.type }))
    },
    'proof.removed': (run) => user().click(within(group(run)).getByRole('button', { name: i18n.t('money.confirm.remove', { name: 'slip.png' }) })),
    async 'confirm.submitted'(run, _event, before) {
      const calls = run.server.calls(CONFIRM)
      await user().click(within(group(run)).getByRole('button', { name: i18n.t('money.confirm.submit') }))
      const c = ctx(before)
      if (!(before.matches('received') || (before.matches('partial') && validPartial(c)) || (before.matches('notReceived') && c.proofs.length > 0))) return
      // The answer as the member gave it: the outcome, the amount that arrived, the proofs as files.
      await waitFor(() => expect(run.server.calls(CONFIRM)).toBe(calls + 1))
      const body = sentAnswer(run.server)
      expect(body).toMatchObject({ withdrawalId: paidOut.id, outcome: before.value })
      if (before.matches('partial')) expect(body.receivedAmount).toBe(PARTIAL)
      else expect(body).not.toHaveProperty('receivedAmount')
      const proofs = run.server.lastBody(CONFIRM) instanceof FormData ? (run.server.lastBody(CONFIRM) as FormData).getAll(ProofFiles.field) : []
      expect(proofs.map((f) => (f as File).name)).toEqual(before.matches('notReceived') ? ['slip.png'] : [])
    },
    async retry(run) {
      const calls = run.server.calls(CONFIRM)
      await user().click(within(group(run)).getByRole('button', { name: i18n.t('money.retry') }))
      await waitFor(() => expect(run.server.calls(CONFIRM)).toBe(calls + 1))
    },
    async 'xstate.done.actor.submitConfirmation'({ server }) {
      const reply = answered(sentAnswer(server))
      server.answer(TRACKER, { value: withdrawals([reply]) })
      await server.reply(CONFIRM, { value: reply })
    },
    'xstate.error.actor.submitConfirmation': ({ server }, event: AnyEventObject) => server.reply(CONFIRM, { fail: event.error as { code: string; message: string } }),
  },
}

