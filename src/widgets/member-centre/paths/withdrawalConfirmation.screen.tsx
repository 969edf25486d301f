import { expect } from 'vitest'
import { waitFor, within } from '@testing-library/react'
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate'
import { ProofFiles, type Withdrawal } from '@/shared/api'
import { i18n } from '@/shared/i18n'
import { heldServer, user, type HeldServer, type ScreenModel } from '@/shared/testing'
import type { withdrawalConfirmationMachine, WithdrawalConfirmationContext } from '@machines/withdrawalConfirmation.machine.ts'
import { PAID_OUT_AMOUNT, PARTIAL_AMOUNT, validPartial, withdrawalConfirmationPaths, withdrawalConfirmationSights } from './withdrawalConfirmation.sights.ts'
import { disbursedWithdrawal, loginMember, logoutMember, moneyRoutes, openCentre, withdrawals } from '../testing/money.tsx'

/**
 * The confirmation of a disbursed withdrawal (machines/withdrawalConfirmation.machine.ts) on its
 * real screen: the withdrawal page's tracker, whose card of a paid-out request offers "Confirm
 * receipt" (received, partially received with the amount, not received with proofs). The answer's
 * call waits for the path's step; the tracker and the rest of the page answer at once.
 */
const CONFIRM = '/wps/member/withdrawals/confirm'
const TRACKER = 'GET /wps/member/withdrawals'
const paidOut = disbursedWithdrawal({ id: '31', requestId: 'wd-31', amount: PAID_OUT_AMOUNT })
const PARTIAL = PARTIAL_AMOUNT

interface ConfirmRun {
  readonly server: HeldServer
  /** The card of the paid-out request in the tracker. */
  readonly card: () => HTMLElement
}

const ctx = (s: AnyMachineSnapshot) => s.context as WithdrawalConfirmationContext
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
  paths: withdrawalConfirmationPaths,
  sights: withdrawalConfirmationSights(`withdrawal-${paidOut.id}`),
  async start() {
    loginMember()
    const server = heldServer(moneyRoutes({ '/wps/member/withdrawals': { value: withdrawals([paidOut]) } }), [CONFIRM])
    const centre = await openCentre('withdraw')
    await within(centre).findByTestId(`withdrawal-${paidOut.id}`)
    return { server, card: () => within(centre).getByTestId(`withdrawal-${paidOut.id}`) }
  },
  stop: () => logoutMember(),
  // What only jsdom can tell (the calls made); what the member sees is in the shared sights.
  see: {
    'withdrawalConfirmation.partial': (run, _s, event) => {
      // Sent without a valid amount: nothing is sent.
      if (event.type === 'confirm.submitted') expect(run.server.calls(CONFIRM)).toBe(0)
    },
    'withdrawalConfirmation.notReceived': (run, _s, event) => {
      if (event.type === 'confirm.submitted') expect(run.server.calls(CONFIRM)).toBe(0)
    },
    'withdrawalConfirmation.done': (run) => {
      expect(within(run.card()).getByTestId('withdrawal-status')).toHaveAttribute('data-status', answered(sentAnswer(run.server)).status)
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

