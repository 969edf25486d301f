import { expect } from 'vitest'
import { render, screen, waitFor, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate'
import { configureClient, type PointReward, type Redemption } from '@/shared/api'
import { failureText, i18n } from '@/shared/i18n'
import { bootedApp, fill, heldServer, statusFixture, TestSystem, user, type HeldServer, type ScreenModel, signOutClient } from '@/shared/testing'
import { SystemProvider, rememberSystemInfo } from '@/entities/system'
import { readStoredSession, sessionLogic } from '@/entities/session'
import { balanceLogic } from '@/entities/wallet'
import type { PathModel } from '@machines/testing/pathCoverage.ts'
import { moneyRequestModel } from '@machines/testing/models/moneyRequest.model.ts'
import type { moneyRequestMachine, MoneyRequestContext } from '@machines/moneyRequest.machine.ts'
import { PointMallPage } from '../ui/PointMallPage.tsx'

/**
 * The money request flow (machines/moneyRequest.machine.ts) on the point mall's two forms:
 * redeeming a reward (its dialog's form, replaced by the receipt once redeemed) and converting
 * points into wallet money (the form stays, with what was converted, until the member types
 * again). The sealed call waits for the path's step; a refusal shows in the member's language,
 * and a failure without a reply offers a retry of the same request (the same request id). The
 * member centre's money pages reach the rest of the machine (member-centre/paths).
 */
const REDEEM = '/wps/relay/passwordCheck/MCS2_redeemPointReward'
const CONVERT = '/wps/relay/passwordCheck/MCS2_convertPoint'
const POINTS = '/wps/relay/MCS2_getPointBalance'
const BALANCE = '/wps/v2/wallets/balance'
const SERVER_ENGLISH = 'Server English'
const PASSWORD = '246810'

type Machine = typeof moneyRequestMachine

interface MallRun {
  readonly server: HeldServer
  /** Calls to the points and the wallet balance when the request was answered: a success reads both again. */
  pointCalls: number
  balanceCalls: number
}

const ctx = (s: AnyMachineSnapshot) => s.context as MoneyRequestContext
const failureCode = (s: AnyMachineSnapshot) => ctx(s).failure?.code ?? null
const busy = (button: HTMLElement) => button.getAttribute('aria-busy') === 'true'
const sealedBody = (server: HeldServer, path: string) => JSON.parse(String((server.lastBody(path) as { payload: string }).payload)) as Record<string, unknown>

const name = (en: string) => ({ ty: en, en, cn: en, th: en, vi: en })
const bonus: PointReward = {
  id: 1, kind: 'credit', name: name('Bonus 10'), image: '', requirement: { points: 100, amount: 0 }, creditAmount: 1_000,
  availableQuantity: null, redeemLimit: 1, redeemedQuantity: 0,
}
const redeemed: Redemption = {
  id: '1', requestId: 'pr-1', rewardId: 1, kind: 'credit', name: bonus.name, quantity: 1, points: 100, creditAmount: 1_000,
  status: 'approved', reason: null, createdAt: Date.UTC(2026, 10, 20, 4, 0), decidedAt: Date.UTC(2026, 10, 20, 4, 0),
}
const converted = { changedPoints: 300, amount: 3_000, remainder: 50, balance: 150 }

/** The member's mall: 450 points, a wallet credit reward, 100 points to 10.00 from 200 points up. */
const mallRoutes = {
  [BALANCE]: { value: { sumBalance: 1_000 } },
  [POINTS]: { value: { balance: 450 } },
  '/wps/relay/MCS2_getPointReward': { value: { balance: 450, validBet: 50_000, list: [bonus] } },
  '/wps/relay/MCS2_getPointConfig': { value: { ratio: { points: 100, amount: 1_000 }, minimum: 200, rates: [{ gameType: 'RNG', pointsPer100: 1 }], multiplierPct: 120 } },
  '/wps/member/payment-password': { value: { set: true } },
}

async function openMall(held: string) {
  const status = statusFixture()
  rememberSystemInfo(status)
  sessionStorage.setItem('account', 'juan')
  sessionStorage.setItem('customerId', 'c1')
  sessionStorage.setItem('isAgent', '0')
  sessionStorage.setItem('token', 't0k3n')
  // The app seals passwordCheck calls with the status reply's key; here a readable seal.
  configureClient({ token: () => 't0k3n', encryptBody: async (body) => ({ payload: JSON.stringify(body) }) })
  const server = heldServer(mallRoutes, [held])
  const logic = bootedApp(status).provide({ actors: { balance: balanceLogic, session: sessionLogic } })
  render(
    <MemoryRouter initialEntries={['/pointMall']}>
      <TestSystem logic={logic} input={{ session: readStoredSession() }}>
        <SystemProvider status={status} imageCdn="/img">
          <PointMallPage />
        </SystemProvider>
      </TestSystem>
    </MemoryRouter>,
  )
  return server
}

function leaveMall() {
  signOutClient()
}

/**
 * A refusal (the password) and a failure without a reply (the connection): only the latter
 * offers a retry, so the states are told apart by the failure's code.
 */
const pathModel = (call: 'pointRedeem' | 'pointConvert', output: unknown, offered: PathModel<Machine>['offered']): PathModel<Machine> => ({
  ...moneyRequestModel,
  simplePaths: false,
  serializeState: (s) => JSON.stringify([s.value, failureCode(s)]),
  events: [
    { type: 'request.submitted', request: `the ${call} form` },
    { type: 'retry' },
    { type: 'request.again' },
    { type: 'xstate.done.actor.submit', output },
    { type: 'xstate.error.actor.submit', error: { code: 'PAYMENT_PASSWORD_INVALID', message: SERVER_ENGLISH } },
    { type: 'xstate.error.actor.submit', error: { code: 'NETWORK', message: '' } },
  ],
  offered,
})

/** The server's answer to a path's failure step: a refusal, or no reply at all. */
const failure = (event: AnyEventObject) => ((event.error as { code: string }).code === 'NETWORK' ? { networkError: true } as const : { fail: event.error as { code: string; message: string } })

/** A failure said in the member's language, never the server's English; a retry only when no reply came. */
function saysFailure(s: AnyMachineSnapshot, alert: HTMLElement, retry: HTMLElement | null, call: 'pointRedeem' | 'pointConvert') {
  expect(alert).toHaveTextContent(failureText(ctx(s).failure!, call))
  expect(alert).not.toHaveTextContent(SERVER_ENGLISH)
  if (failureCode(s) === 'NETWORK') expect(retry).toBeEnabled()
  else expect(retry).toBeNull()
}

const retried = async (server: HeldServer, path: string, button: HTMLElement) => {
  const previous = sealedBody(server, path).requestId
  const calls = server.calls(path)
  await user().click(button)
  // The same request again: the server applies it once.
  await waitFor(() => expect(server.calls(path)).toBe(calls + 1))
  expect(sealedBody(server, path).requestId).toBe(previous)
}

// Redeem -------------------------------------------------------------------------------------

const dialog = () => screen.getByTestId('redeem-dialog')

export const redeemScreen: ScreenModel<Machine, MallRun> = {
  name: 'moneyRequest-pointRedeem',
  // The receipt replaces the form: the member closes it (the next reward opens a new form).
  paths: pathModel('pointRedeem', { redemption: redeemed, balance: 350 }, (s, e) =>
    (e.type !== 'retry' || failureCode(s) === 'NETWORK') && e.type !== 'request.again' && !(s.matches('done') && e.type === 'request.submitted')),
  async start() {
    const server = await openMall(REDEEM)
    await user().click(await screen.findByRole('button', { name: 'Redeem Bonus 10' }))
    await within(await screen.findByTestId('redeem-dialog')).findByTestId('redeem-form')
    return { server, pointCalls: 0, balanceCalls: 0 }
  },
  stop: leaveMall,
  elsewhere: {
    'moneyRequest.done --request.again#0--> moneyRequest.editing': 'the redeem receipt replaces its form and closes with the dialog; the convert form and the deposit page start another',
    'moneyRequest.done --request.submitted#0--> moneyRequest.submitting': 'the redeem receipt has no form to send again; the withdrawal and the transfer send one from done',
  },
  see: {
    'moneyRequest.editing': () => {
      const form = within(dialog()).getByTestId('redeem-form')
      expect(busy(within(form).getByTestId('redeem-submit'))).toBe(false)
      expect(within(form).queryByTestId('redeem-failed')).toBeNull()
    },
    'moneyRequest.submitting': ({ server }) => {
      const submit = within(dialog()).getByTestId('redeem-submit')
      expect(busy(submit), 'the submit button is busy').toBe(true)
      expect(submit).toBeDisabled()
      expect(server.calls(REDEEM)).toBeGreaterThan(0)
    },
    'moneyRequest.failed': (_run, s) => {
      saysFailure(s, within(dialog()).getByTestId('redeem-failed'), within(dialog()).queryByTestId('redeem-retry'), 'pointRedeem')
      expect(busy(within(dialog()).getByTestId('redeem-submit'))).toBe(false)
    },
    'moneyRequest.done': (run) => {
      expect(within(dialog()).getByTestId('redeem-done')).toHaveTextContent(i18n.t('pointMall.redeem.credited', { amount: '10.00', points: '100' }))
      expect(within(dialog()).queryByTestId('redeem-form')).toBeNull()
      expect(within(dialog()).queryByTestId('redeem-failed')).toBeNull()
      // The points and the wallet balance are read again.
      expect(run.server.calls(POINTS)).toBeGreaterThan(run.pointCalls)
      expect(run.server.calls(BALANCE)).toBeGreaterThan(run.balanceCalls)
    },
  },
  cause: {
    async 'request.submitted'({ server }, _event, before) {
      const calls = server.calls(REDEEM)
      const previous = calls > 0 ? sealedBody(server, REDEEM).requestId : null
      await fill(within(dialog()).getByTestId('redeem-password'), PASSWORD)
      await user().click(within(dialog()).getByTestId('redeem-submit'))
      await waitFor(() => expect(server.calls(REDEEM)).toBe(calls + 1))
      expect(sealedBody(server, REDEEM)).toMatchObject({ rewardId: 1, quantity: 1, paymentPassword: PASSWORD })
      // A new submission after a failure is a new request.
      if (before.matches('failed')) expect(sealedBody(server, REDEEM).requestId).not.toBe(previous)
    },
    retry: ({ server }) => retried(server, REDEEM, within(dialog()).getByTestId('redeem-retry')),
    async 'xstate.done.actor.submit'(run, event) {
      run.pointCalls = run.server.calls(POINTS)
      run.balanceCalls = run.server.calls(BALANCE)
      await run.server.reply(REDEEM, { value: event.output })
    },
    'xstate.error.actor.submit': ({ server }, event) => server.reply(REDEEM, failure(event)),
  },
}

// Convert ------------------------------------------------------------------------------------

export const convertScreen: ScreenModel<Machine, MallRun> = {
  name: 'moneyRequest-pointConvert',
  // Once converted the field is empty: the member types again (another request) before sending.
  paths: pathModel('pointConvert', converted, (s, e) =>
    (e.type !== 'retry' || failureCode(s) === 'NETWORK') && !(s.matches('done') && e.type === 'request.submitted')),
  async start() {
    const server = await openMall(CONVERT)
    await user().click(await screen.findByRole('tab', { name: 'Convert points' }))
    await screen.findByTestId('convert-form')
    return { server, pointCalls: 0, balanceCalls: 0 }
  },
  stop: leaveMall,
  elsewhere: {
    'moneyRequest.done --request.submitted#0--> moneyRequest.submitting': 'the converted points leave the field empty, and typing again starts another request (request.again); the withdrawal and the transfer send one from done',
  },
  see: {
    'moneyRequest.editing': (_run, _s, event) => {
      expect(busy(screen.getByTestId('convert-submit'))).toBe(false)
      expect(screen.queryByTestId('convert-failed')).toBeNull()
      expect(screen.queryByTestId('convert-done')).toBeNull()
      // Another conversion: what the member types, with its preview.
      if (event.type === 'request.again') expect(screen.getByTestId('convert-preview-converts')).toHaveTextContent('300')
    },
    'moneyRequest.submitting': ({ server }) => {
      expect(busy(screen.getByTestId('convert-submit')), 'the submit button is busy').toBe(true)
      expect(server.calls(CONVERT)).toBeGreaterThan(0)
    },
    'moneyRequest.failed': (_run, s) => {
      saysFailure(s, screen.getByTestId('convert-failed'), screen.queryByTestId('convert-retry'), 'pointConvert')
      expect(busy(screen.getByTestId('convert-submit'))).toBe(false)
      // The points typed stay for another try.
      expect(screen.getByTestId('convert-points')).toHaveValue('350')
    },
    'moneyRequest.done': (run) => {
      expect(screen.getByTestId('convert-done')).toHaveTextContent(i18n.t('pointMall.convert.done', { points: '300', amount: '30.00', remainder: '50' }))
      expect(screen.getByTestId('convert-points')).toHaveValue('')
      // A success after a retry leaves no failure beside it.
      expect(screen.queryByTestId('convert-failed')).toBeNull()
      expect(run.server.calls(POINTS)).toBeGreaterThan(run.pointCalls)
      expect(run.server.calls(BALANCE)).toBeGreaterThan(run.balanceCalls)
    },
  },
  cause: {
    async 'request.submitted'({ server }, _event, before) {
      const calls = server.calls(CONVERT)
      const previous = calls > 0 ? sealedBody(server, CONVERT).requestId : null
      await fill(screen.getByTestId('convert-points'), '350')
      await fill(screen.getByTestId('convert-password'), PASSWORD)
      await user().click(screen.getByTestId('convert-submit'))
      await waitFor(() => expect(server.calls(CONVERT)).toBe(calls + 1))
      expect(sealedBody(server, CONVERT)).toMatchObject({ points: 350, paymentPassword: PASSWORD })
      if (before.matches('failed')) expect(sealedBody(server, CONVERT).requestId).not.toBe(previous)
    },
    retry: ({ server }) => retried(server, CONVERT, screen.getByTestId('convert-retry')),
    // Typing after a conversion starts another.
    'request.again': () => fill(screen.getByTestId('convert-points'), '350'),
    async 'xstate.done.actor.submit'(run, event) {
      run.pointCalls = run.server.calls(POINTS)
      run.balanceCalls = run.server.calls(BALANCE)
      await run.server.reply(CONVERT, { value: event.output })
    },
    'xstate.error.actor.submit': ({ server }, event) => server.reply(CONVERT, failure(event)),
  },
}
