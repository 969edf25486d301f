import { expect } from 'vitest'
import { waitFor, within } from '@testing-library/react'
import type { AnyEventObject } from 'xstate'
import { i18n } from '@/shared/i18n'
import { fill, heldServer, user, type HeldServer, type ScreenModel } from '@/shared/testing'
import type { PathModel } from '@machines/testing/pathCoverage.ts'
import { moneyRequestModel } from '@machines/testing/models/moneyRequest.model.ts'
import type { moneyRequestMachine } from '@machines/moneyRequest.machine.ts'
import { deposit, deposits, loginMember, logoutMember, moneyRoutes, openCentre, upline, withdrawal, withdrawals } from '../testing/money.tsx'

/**
 * The money request flow (machines/moneyRequest.machine.ts) on the member centre's money pages
 * that send a form through it: deposit, withdrawal and transfer to the upline. Each page is its
 * own screen (the deposit's receipt replaces its form and offers a retry and another deposit;
 * the withdrawal and the transfer keep their form and offer neither), so each has a model, and
 * together they reach the whole machine (moneyRequest.paths.test.tsx). The request call waits
 * for the path's step; everything else the page reads answers at once.
 */

interface MoneyRun {
  readonly server: HeldServer
  readonly centre: HTMLElement
}

type Machine = typeof moneyRequestMachine

const SERVER_ENGLISH = 'Server English'
const BALANCE = '/wps/v2/wallets/balance'
/** The page's request call answers with the path's reply or failure. */
const reply = (event: AnyEventObject) => ({ value: event.output as unknown })
const failure = (event: AnyEventObject) => ({ fail: event.error as { code: string; message: string } })

/** The machine's events, with the replies each page's call gives (contract-shaped); the form makes the request itself. */
const submitted = { type: 'request.submitted', request: 'the form' }
const pathModel = (output: unknown, code: string, events: ReadonlyArray<string>, offered?: PathModel<Machine>['offered']): PathModel<Machine> => ({
  ...moneyRequestModel,
  simplePaths: false,
  events: [
    submitted,
    { type: 'xstate.done.actor.submit', output },
    { type: 'xstate.error.actor.submit', error: { code, message: SERVER_ENGLISH } },
    ...events.map((type) => ({ type })),
  ],
  offered,
})

const busy = (button: HTMLElement) => button.getAttribute('aria-busy') === 'true'

/** A refusal is said in the member's language (the contract's code mapped to its text), never in the server's English. */
function saysRefusal(alert: HTMLElement, key: string) {
  expect(alert).toHaveTextContent(i18n.t(key))
  expect(alert).not.toHaveTextContent(SERVER_ENGLISH)
}

// Deposit ------------------------------------------------------------------------------------

const DEPOSIT = '/wps/relay/MCS2_depositRequest'
const DEPOSIT_LIST = '/wps/relay/MCS2_depositList'
const requestIdOf = (server: HeldServer) => (server.lastBody(DEPOSIT) as { requestId?: string } | undefined)?.requestId

/** A sent deposit: pending until the operator's channel approves it. */
const sentDeposit = deposit({ id: 8, reference: 'DP-8', amount: 500_00, fee: 5_00, credit: 495_00 })

export const depositScreen: ScreenModel<Machine, MoneyRun> = {
  name: 'moneyRequest-deposit',
  // The receipt replaces the form: from it the member starts another deposit, not a new request.
  paths: pathModel(sentDeposit, 'DEPOSIT_PENDING_LIMIT', ['retry', 'request.again'], (s, e) => !(s.matches('done') && e.type === 'request.submitted')),
  async start() {
    loginMember()
    const server = heldServer(moneyRoutes(), [DEPOSIT])
    const centre = await openCentre('depositv2')
    await within(centre).findByTestId('deposit-form')
    return { server, centre }
  },
  stop: () => logoutMember(),
  elsewhere: {
    'moneyRequest.done --request.submitted#0--> moneyRequest.submitting': 'the deposit\'s receipt replaces its form: a new request starts with "Another deposit" (request.again); the withdrawal and the transfer send one from done',
  },
  see: {
    'moneyRequest.editing': ({ centre }, _s, event) => {
      const form = within(centre).getByTestId('deposit-form')
      expect(busy(within(form).getByTestId('deposit-submit')), 'the submit button is not busy').toBe(false)
      expect(within(form).queryByRole('alert')).toBeNull()
      expect(within(centre).queryByTestId('deposit-receipt')).toBeNull()
      // Another deposit: an empty form, the one just sent in the list.
      if (event.type === 'request.again') {
        expect(within(form).getByTestId('deposit-amount')).toHaveValue('')
        expect(within(centre).getByTestId(`deposit-row-${sentDeposit.reference}`)).toBeInTheDocument()
      }
    },
    'moneyRequest.submitting': ({ centre }, _s, event) => {
      expect(busy(within(centre).getByTestId('deposit-submit')), 'the submit button is busy').toBe(true)
      // A new request clears the last refusal; a retry leaves it on screen while it resends (the machine keeps `failure` until the answer).
      if (event.type === 'request.submitted') expect(within(centre).queryByRole('alert')).toBeNull()
    },
    'moneyRequest.failed': ({ centre }) => {
      saysRefusal(within(centre).getByTestId('deposit-failed'), 'failure.depositPendingLimit')
      expect(within(centre).getByTestId('deposit-retry')).toBeEnabled()
      expect(busy(within(centre).getByTestId('deposit-submit'))).toBe(false)
    },
    'moneyRequest.done': ({ centre }) => {
      // The reference and where to pay, in place of the form; the list read again shows the request.
      const receipt = within(centre).getByTestId('deposit-receipt')
      expect(within(receipt).getByTestId('deposit-reference')).toHaveTextContent(sentDeposit.reference)
      expect(within(receipt).getByTestId('deposit-pay-to-number')).toHaveTextContent(sentDeposit.payTo.accountNumber)
      expect(within(centre).queryByTestId('deposit-form')).toBeNull()
      expect(within(centre).getByTestId(`deposit-row-${sentDeposit.reference}`)).toHaveTextContent(i18n.t('money.deposit.status.pending'))
    },
  },
  cause: {
    async 'request.submitted'({ server, centre }, _event, before) {
      const previous = requestIdOf(server)
      const calls = server.calls(DEPOSIT)
      await fill(within(centre).getByTestId('deposit-amount'), '500')
      await user().click(within(centre).getByTestId('deposit-submit'))
      await waitFor(() => expect(server.calls(DEPOSIT)).toBe(calls + 1))
      expect(server.lastBody(DEPOSIT)).toMatchObject({ channelId: 1, amount: 500_00 })
      // A new submission after a failure is a new request.
      if (before.matches('failed')) expect(requestIdOf(server)).not.toBe(previous)
    },
    async retry({ server, centre }) {
      const previous = requestIdOf(server)
      const calls = server.calls(DEPOSIT)
      await user().click(within(centre).getByTestId('deposit-retry'))
      // The same request again: the server applies it once.
      await waitFor(() => expect(server.calls(DEPOSIT)).toBe(calls + 1))
      expect(requestIdOf(server)).toBe(previous)
    },
    'request.again': async ({ centre }) => {
      await user().click(within(centre).getByTestId('deposit-again'))
    },
    async 'xstate.done.actor.submit'({ server }, event) {
      server.answer(DEPOSIT_LIST, { value: deposits([sentDeposit]) })
      await server.reply(DEPOSIT, reply(event))
    },
    'xstate.error.actor.submit': ({ server }, event) => server.reply(DEPOSIT, failure(event)),
  },
}

// Withdrawal ---------------------------------------------------------------------------------

const WITHDRAW = 'POST /wps/member/withdrawals'
const TRACKER = 'GET /wps/member/withdrawals'
const requested = withdrawal({ id: '51', requestId: 'wd-51', amount: 200_00 })

interface CountingRun extends MoneyRun {
  /** Calls to the balance when the request was answered: a success reads it again. */
  balanceCalls: number
}

/** No retry button and no "another" on the withdrawal and transfer forms: a new submission is the way on. */
const formOnly = {
  'moneyRequest.failed --retry#0--> moneyRequest.submitting': 'the page offers no retry: the member sends the form again (a new request); the deposit page retries',
  'moneyRequest.done --request.again#0--> moneyRequest.editing': 'the form stays after a success and sends the next request from done; the deposit page\'s receipt offers "Another deposit"',
}

export const withdrawScreen: ScreenModel<Machine, CountingRun> = {
  name: 'moneyRequest-withdraw',
  paths: pathModel(requested, 'INSUFFICIENT_FUNDS', []),
  async start() {
    loginMember()
    const server = heldServer(moneyRoutes(), [WITHDRAW])
    const centre = await openCentre('withdraw')
    await within(centre).findByTestId('withdraw-form')
    return { server, centre, balanceCalls: 0 }
  },
  stop: () => logoutMember(),
  elsewhere: formOnly,
  see: {
    'moneyRequest.editing': ({ centre }) => {
      const form = within(centre).getByTestId('withdraw-form')
      expect(busy(within(form).getByTestId('withdraw-submit'))).toBe(false)
      expect(within(form).queryByRole('alert')).toBeNull()
      expect(within(form).queryByTestId('withdraw-done')).toBeNull()
    },
    'moneyRequest.submitting': ({ centre }) => {
      expect(busy(within(centre).getByTestId('withdraw-submit')), 'the submit button is busy').toBe(true)
      expect(within(centre).queryByTestId('withdraw-failed')).toBeNull()
    },
    'moneyRequest.failed': ({ centre }) => {
      saysRefusal(within(centre).getByTestId('withdraw-failed'), 'failure.insufficientFunds')
      expect(busy(within(centre).getByTestId('withdraw-submit'))).toBe(false)
    },
    'moneyRequest.done': (run) => {
      const { centre, server } = run
      expect(within(centre).getByTestId('withdraw-done')).toHaveTextContent('200.00')
      expect(busy(within(centre).getByTestId('withdraw-submit'))).toBe(false)
      // The tracker read again shows the request; the header balance is read again.
      expect(within(within(centre).getByTestId('withdraw-tracker')).getByTestId(`withdrawal-${requested.id}`)).toBeInTheDocument()
      expect(server.calls(BALANCE)).toBeGreaterThan(run.balanceCalls)
    },
  },
  cause: {
    async 'request.submitted'({ server, centre }) {
      const calls = server.calls(WITHDRAW)
      await fill(within(centre).getByTestId('withdraw-amount'), '200')
      await fill(within(centre).getByTestId('withdraw-password'), '246810')
      await user().click(within(centre).getByTestId('withdraw-submit'))
      // One call (its body is sealed: an encrypted endpoint).
      await waitFor(() => expect(server.calls(WITHDRAW)).toBe(calls + 1))
    },
    async 'xstate.done.actor.submit'(run, event) {
      run.server.answer(TRACKER, { value: withdrawals([requested]) })
      run.balanceCalls = run.server.calls(BALANCE)
      await run.server.reply(WITHDRAW, reply(event))
    },
    'xstate.error.actor.submit': ({ server }, event) => server.reply(WITHDRAW, failure(event)),
  },
}

// Transfer to the upline ---------------------------------------------------------------------

const TRANSFER = '/wps/member/upline/transfer'
const UPLINE = '/wps/member/upline'
const transferred = { id: 'ut-1', amount: 300_00, upline: 'agent01', createdAt: '2026-11-20T10:00:00.000Z', usedToday: 320_00 }

export const uplineScreen: ScreenModel<Machine, MoneyRun> = {
  name: 'moneyRequest-transferUpline',
  paths: pathModel(transferred, 'PAYMENT_PASSWORD_INVALID', []),
  async start() {
    loginMember()
    const server = heldServer(moneyRoutes(), [TRANSFER])
    const centre = await openCentre('transferUpline')
    await within(centre).findByTestId('upline-form')
    return { server, centre }
  },
  stop: () => logoutMember(),
  elsewhere: formOnly,
  see: {
    'moneyRequest.editing': ({ centre }) => {
      const form = within(centre).getByTestId('upline-form')
      expect(busy(within(form).getByTestId('upline-submit'))).toBe(false)
      expect(within(form).queryByRole('alert')).toBeNull()
      expect(within(form).queryByTestId('upline-done')).toBeNull()
      expect(within(centre).getByTestId('upline-used')).toHaveTextContent('20.00')
    },
    'moneyRequest.submitting': ({ centre }) => {
      expect(busy(within(centre).getByTestId('upline-submit')), 'the submit button is busy').toBe(true)
      expect(within(centre).queryByTestId('upline-failed')).toBeNull()
    },
    'moneyRequest.failed': ({ centre }) => {
      saysRefusal(within(centre).getByTestId('upline-failed'), 'failure.paymentPasswordInvalid')
      expect(busy(within(centre).getByTestId('upline-submit'))).toBe(false)
    },
    'moneyRequest.done': ({ centre }) => {
      expect(within(centre).getByTestId('upline-done')).toHaveTextContent(/300\.00.*agent01/)
      // The upline's reply read again: today's use includes the transfer; the amount is cleared.
      expect(within(centre).getByTestId('upline-used')).toHaveTextContent('320.00')
      expect(within(centre).getByTestId('upline-amount')).toHaveValue('')
    },
  },
  cause: {
    async 'request.submitted'({ server, centre }) {
      const calls = server.calls(TRANSFER)
      await fill(within(centre).getByTestId('upline-amount'), '300')
      await fill(within(centre).getByTestId('upline-password'), '246810')
      await user().click(within(centre).getByTestId('upline-submit'))
      await waitFor(() => expect(server.calls(TRANSFER)).toBe(calls + 1))
    },
    async 'xstate.done.actor.submit'({ server }, event) {
      server.answer(UPLINE, { value: upline({ usedToday: transferred.usedToday }) })
      await server.reply(TRANSFER, reply(event))
    },
    'xstate.error.actor.submit': ({ server }, event) => server.reply(TRANSFER, failure(event)),
  },
}
