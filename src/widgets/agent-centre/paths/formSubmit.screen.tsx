import { expect } from 'vitest'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createChallenge } from 'altcha-lib/v1'
import type { AnyEventObject } from 'xstate'
import { configureClient, type AgentCentreReply } from '@/shared/api'
import { failureText, i18n } from '@/shared/i18n'
import { heldServer, statusFixture, TestQueries, type HeldServer, type ScreenModel } from '@/shared/testing'
import { rememberSystemInfo } from '@/entities/system'
import type { PathModel } from '@machines/testing/pathCoverage.ts'
import { formSubmitModel } from '@machines/testing/models/formSubmit.model.ts'
import type { formSubmitMachine, FormSubmitContext } from '@machines/formSubmit.machine.ts'
import { CentreProvider } from '../model/centre.ts'
import RegisterAccountPage from '../screens/registerAccount/index.tsx'

/**
 * The form flow (machines/formSubmit.machine.ts) on the agent centre's Register account page:
 * the agent fills a member's account and password; a mismatch is shown and nothing is sent; the
 * register call (after the bot check, answered at once) waits for the path's step; a taken
 * account comes back under its field, a lost connection offers a retry; the new account shows
 * with "Register another", and the centre is told its team changed. This page reaches the
 * whole machine (join us reaches all of it but "another": src/pages/joinus/paths).
 */
const REGISTER = '/wps/agent/register'
const CHALLENGE = '/wps/altcha/challenge'
const CONSOLIDATED = '/wps/member/info/funds/consolidated'
const PASSWORD = 'Downline2026'

type Machine = typeof formSubmitMachine

interface RegisterRun {
  readonly server: HeldServer
  /** How often the page told the centre its team changed. */
  refreshed: number
}

const user = () => userEvent.setup()
const form = () => screen.getByTestId('register-downline-form')
const field = (id: string) => within(form()).getByTestId(`register-downline-${id}`)
const busy = (button: HTMLElement) => button.getAttribute('aria-busy') === 'true'

async function fill(input: HTMLElement, text: string) {
  const u = user()
  await u.clear(input)
  await u.click(input)
  await u.paste(text)
}

const centre: AgentCentreReply = {
  account: 'agent01', type: 1, directCount: 2, teamSize: 5, switches: { enableCt: false, salary: false, hourSalary: false }, showBalance: true,
  transfer: { minAmount: 100, maxAmount: 5_000_000, dailyLimit: 20_000_000, usedToday: 0, paymentPasswordSet: true },
}

/** The machine's events, with the replies the page's call gives: a taken account, a lost connection. */
const paths: PathModel<Machine> = {
  ...formSubmitModel,
  // Told apart by the errors under the fields.
  serializeState: (s) => JSON.stringify([s.value, Object.keys((s.context as FormSubmitContext).errors).sort()]),
  events: formSubmitModel.events.map((e) => (e.type === 'xstate.done.actor.submit' ? { ...e, output: { account: 'team09', type: 0 } } : e)),
}

export const registerDownlineScreen: ScreenModel<Machine, RegisterRun> = {
  name: 'formSubmit-registerAccount',
  paths,
  async start() {
    const status = statusFixture()
    rememberSystemInfo(status)
    sessionStorage.setItem('token', 't0k3n')
    configureClient({ token: () => 't0k3n' })
    const challenge = await createChallenge({ hmacKey: 'k', maxnumber: 50, number: 2 })
    const server = heldServer({ [CHALLENGE]: { value: challenge }, [CONSOLIDATED]: { value: { salary: [] } } }, [REGISTER])
    const run: RegisterRun = { server, refreshed: 0 }
    render(
      <CentreProvider value={{ centre, refresh: () => void run.refreshed++ }}>
        <RegisterAccountPage />
      </CentreProvider>,
      { wrapper: TestQueries },
    )
    await screen.findByTestId('register-downline-form')
    return run
  },
  stop() {
    configureClient({ token: null })
    sessionStorage.clear()
  },
  see: {
    'formSubmit.editing': (_run, s, event) => {
      expect(busy(field('submit')), 'the submit button is not busy').toBe(false)
      expect(within(form()).queryByTestId('register-downline-failed')).toBeNull()
      const errors = s.context.errors as Record<string, string>
      if (event.type === 'xstate.error.actor.submit') expect(field('account-error')).toHaveTextContent(i18n.t('agent.register.taken'))
      else if (errors.confirm) expect(field('confirm-error')).toHaveTextContent(i18n.t('validation.inconsistent'))
      else expect(within(form()).queryByTestId('register-downline-account-error')).toBeNull()
      // Another registration starts on an empty form.
      if (event.type === 'form.again') expect(field('account')).toHaveValue('')
    },
    'formSubmit.submitting': (run) => {
      expect(busy(field('submit')), 'the submit button is busy').toBe(true)
      expect(field('submit')).toHaveTextContent(i18n.t('money.sending'))
      expect(run.server.calls(REGISTER)).toBeGreaterThan(0)
    },
    'formSubmit.failed': () => {
      const alert = within(form()).getByTestId('register-downline-failed')
      expect(alert).toHaveTextContent(failureText({ code: 'NETWORK', message: '' }))
      expect(within(alert).getByRole('button', { name: i18n.t('money.retry') })).toBeEnabled()
      expect(busy(field('submit'))).toBe(false)
    },
    'formSubmit.submitted': (run) => {
      expect(screen.getByTestId('register-downline-done')).toHaveTextContent(i18n.t('agent.register.doneMember', { account: 'team09' }))
      expect(screen.queryByTestId('register-downline-form')).toBeNull()
      expect(screen.getByTestId('register-downline-again')).toBeEnabled()
      // The centre reads its team again.
      expect(run.refreshed).toBeGreaterThan(0)
    },
  },
  cause: {
    async 'form.submitted'(run, event: AnyEventObject) {
      const calls = run.server.calls(REGISTER)
      const sent = event.form as Record<string, string>
      await fill(field('account'), sent.account!)
      await fill(field('password'), PASSWORD)
      await fill(field('confirm'), sent.confirm === 'other' ? 'Other2026x' : PASSWORD)
      await user().click(field('submit'))
      if (Object.keys(event.errors as object).length > 0) {
        // The page's own check: nothing is sent.
        await waitFor(() => expect(field('confirm-error')).toBeInTheDocument())
        expect(run.server.calls(REGISTER)).toBe(calls)
        return
      }
      await waitFor(() => expect(run.server.calls(REGISTER)).toBe(calls + 1))
    },
    async retry(run) {
      const calls = run.server.calls(REGISTER)
      await user().click(within(within(form()).getByTestId('register-downline-failed')).getByRole('button', { name: i18n.t('money.retry') }))
      await waitFor(() => expect(run.server.calls(REGISTER)).toBe(calls + 1))
    },
    'form.again': () => user().click(screen.getByTestId('register-downline-again')),
    'xstate.done.actor.submit': ({ server }, event) => server.reply(REGISTER, { value: event.output }),
    'xstate.error.actor.submit': ({ server }, event) =>
      server.reply(REGISTER, (event.error as { code: string }).code === 'NETWORK' ? { networkError: true } : { fail: { code: 'ACCOUNT_EXISTS', message: 'Server English' } }),
  },
}
