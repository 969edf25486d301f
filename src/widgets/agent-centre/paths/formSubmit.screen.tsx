import { expect } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import { createChallenge } from 'altcha-lib/v1'
import { configureClient, type AgentCentreReply } from '@/shared/api'
import { i18n } from '@/shared/i18n'
import { heldServer, statusFixture, TestQueries, type HeldServer, fill, formSubmitScreenParts, isBusy, user, type ScreenModel, signOutClient } from '@/shared/testing'
import { rememberSystemInfo } from '@/entities/system'
import type { PathModel } from '@machines/testing/pathCoverage.ts'
import { formSubmitModel } from '@machines/testing/models/formSubmit.model.ts'
import type { formSubmitMachine, FormSubmitContext } from '@machines/formSubmit.machine.ts'
import { CentreProvider } from '../model/centre.ts'
import RegisterAccountPage from '../screens/registerAccount/index.tsx'

/**
 * The form flow (machines/formSubmit.machine.ts) on the agent centre's Register account page
 * (features/register-downline's form, as screens/registerAccount composes it):
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

const parts = formSubmitScreenParts<RegisterRun>({
  prefix: 'register-downline',
  path: REGISTER,
  retryLabel: () => i18n.t('money.retry'),
  typeForm: async (event, mismatch) => {
    await fill(field('account'), (event.form as Record<string, string>).account!)
    await fill(field('password'), PASSWORD)
    await fill(field('confirm'), mismatch ? 'Other2026x' : PASSWORD)
  },
})
const { form, field } = parts

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
    signOutClient()
  },
  see: {
    'formSubmit.editing': (_run, s, event) => {
      expect(isBusy(field('submit')), 'the submit button is not busy').toBe(false)
      expect(within(form()).queryByTestId('register-downline-failed')).toBeNull()
      const errors = s.context.errors as Record<string, string>
      if (event.type === 'xstate.error.actor.submit') expect(field('account-error')).toHaveTextContent(i18n.t('agent.register.taken'))
      else if (errors.confirm) expect(field('confirm-error')).toHaveTextContent(i18n.t('validation.inconsistent'))
      else expect(within(form()).queryByTestId('register-downline-account-error')).toBeNull()
      // Another registration starts on an empty form.
      if (event.type === 'form.again') expect(field('account')).toHaveValue('')
    },
    'formSubmit.submitting': (run) => {
      expect(isBusy(field('submit')), 'the submit button is busy').toBe(true)
      expect(field('submit')).toHaveTextContent(i18n.t('money.sending'))
      expect(run.server.calls(REGISTER)).toBeGreaterThan(0)
    },
    'formSubmit.failed': parts.seeFailed,
    'formSubmit.submitted': (run) => {
      expect(screen.getByTestId('register-downline-done')).toHaveTextContent(i18n.t('agent.register.doneMember', { account: 'team09' }))
      expect(screen.queryByTestId('register-downline-form')).toBeNull()
      expect(screen.getByTestId('register-downline-again')).toBeEnabled()
      // The centre reads its team again.
      expect(run.refreshed).toBeGreaterThan(0)
    },
  },
  cause: {
    'form.submitted': parts.cause['form.submitted'],
    retry: parts.cause.retry,
    'form.again': () => user().click(screen.getByTestId('register-downline-again')),
    'xstate.done.actor.submit': parts.cause['xstate.done.actor.submit'],
    'xstate.error.actor.submit': parts.cause['xstate.error.actor.submit'],
  },
}
