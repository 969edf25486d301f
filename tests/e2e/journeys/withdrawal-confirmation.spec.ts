import type { AnyMachineSnapshot } from 'xstate'
import type { WithdrawalConfirmationContext } from '../../../machines/withdrawalConfirmation.machine.ts'
import { withdrawalConfirmationPaths, withdrawalConfirmationSights } from '../../../src/widgets/member-centre/paths/withdrawalConfirmation.sights.ts'
import { test, expect, type Page } from '../support/test.ts'
import { heldCalls, type HeldCalls } from '../support/held-calls.ts'
import { describeJourney, type Journey } from '../support/journey.ts'
import { depositOnDemoChannel, paidOutWithdrawal, readyToWithdraw, registerByMobile } from '../support/money-member.ts'
import { openCentrePage } from '../support/centre-menu.ts'

// The confirmation of a paid-out withdrawal, its generated paths in Chromium against the real
// server: a fresh member's withdrawal of 1,000.00 the operator approves and pays out with the
// CLI, answered received, partially received or not received with a real picture; a refusal
// is the same request answered meanwhile from another tab.
test.describe.configure({ timeout: 180_000 })

const CONFIRM = '/wps/member/withdrawals/confirm'
const ONE_PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='
const OUTCOME = { received: 'Received', partial: 'Partially received', notReceived: 'Not received' } as const
const ctx = (s: AnyMachineSnapshot) => s.context as WithdrawalConfirmationContext

interface ConfirmRun {
  readonly page: Page
  readonly id: string
  readonly confirm: HeldCalls
}

/** The spec's member and its withdrawal still waiting for an answer (a path that sent one spends it). */
const member = { ready: false, waiting: null as string | null }

const card = (run: ConfirmRun) => run.page.getByTestId(`withdrawal-${run.id}`)
const group = (run: ConfirmRun) => card(run).getByRole('group')
const press = (run: ConfirmRun, name: string) => group(run).getByRole('button', { name, exact: true }).first().click()

/** Sends the answer with the call held: the screen shows it being sent until the next step. */
async function sendHeld(run: ConfirmRun, click: () => Promise<void>) {
  run.confirm.hold()
  await click()
  await run.confirm.made()
}

const journey: Journey<ConfirmRun> = {
  name: 'withdrawalConfirmation',
  paths: withdrawalConfirmationPaths,
  sights: (run) => withdrawalConfirmationSights(`withdrawal-${run.id}`),
  // Once refused, the request was answered elsewhere: sending again cannot be taken.
  offered: (s, e) => e.type !== 'xstate.done.actor.submitConfirmation' || ctx(s).failure === null,
  async start(page) {
    await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': '198.51.100.201' })
    if (!member.ready) {
      await registerByMobile(page)
      await depositOnDemoChannel(page, 10_000)
      await readyToWithdraw(page)
      member.ready = true
    }
    member.waiting ??= await paidOutWithdrawal(page, 1_000)
    // A fresh page: the card closed, as a member coming back finds it.
    await page.goto('/index')
    const popup = page.getByTestId('modal-noticePopup')
    if (await popup.waitFor({ state: 'visible', timeout: 3_000 }).then(() => true, () => false)) {
      await popup.getByRole('button', { name: 'Close' }).first().click()
    }
    await openCentrePage(page, 'withdraw')
    await expect(page.getByTestId(`withdrawal-${member.waiting}`)).toBeVisible()
    return { page, id: member.waiting, confirm: await heldCalls(page, CONFIRM) }
  },
  // An answer a path left unsent never reaches the server: the request waits for the next path.
  end: (run) => run.confirm.stop('abort'),
  cause: {
    'confirm.opened': async (run) => card(run).getByRole('button', { name: 'Confirm receipt', exact: true }).click(),
    'confirm.cancelled': async (run) => press(run, 'Later'),
    'outcome.chosen': async (run, { event }) => press(run, OUTCOME[event.outcome as keyof typeof OUTCOME]),
    'outcome.back': async (run) => press(run, 'Back'),
    'amount.changed': async (run) => group(run).getByRole('textbox', { name: 'Amount received', exact: true }).fill('600'),
    'proofs.picked': async (run) =>
      group(run).getByTestId('confirm-proofs').setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: Buffer.from(ONE_PIXEL_PNG, 'base64') }),
    'proof.removed': async (run) => press(run, 'Remove slip.png'),
    async 'confirm.submitted'(run, { before }) {
      const c = ctx(before)
      const sends = before.matches('received') || (before.matches('partial') && c.receivedAmount !== null && c.receivedAmount > 0 && c.receivedAmount < c.amount) || (before.matches('notReceived') && c.proofs.length > 0)
      if (sends) await sendHeld(run, () => press(run, 'Send answer'))
      else await press(run, 'Send answer')
    },
    retry: async (run) => sendHeld(run, () => press(run, 'Try again')),
    async 'xstate.done.actor.submitConfirmation'(run) {
      expect(await run.confirm.release()).toBe(200)
      member.waiting = null
    },
    async 'xstate.error.actor.submitConfirmation'(run) {
      // Meanwhile the member answered it from another tab: the held answer comes too late.
      const status = await run.page.evaluate(async ({ path, id }) => {
        const form = new FormData()
        form.append('body', JSON.stringify({ withdrawalId: id, outcome: 'received' }))
        const res = await fetch(path, { method: 'POST', headers: { authorization: `Bearer ${sessionStorage.getItem('token')}` }, body: form })
        return res.status
      }, { path: CONFIRM, id: run.id })
      expect(status).toBe(200)
      member.waiting = null
      expect(await run.confirm.release()).toBe(409)
    },
  },
}

await describeJourney(journey)
