import { expect } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import { createChallenge } from 'altcha-lib/v1'
import { MemoryRouter } from 'react-router'
import { i18n } from '@/shared/i18n'
import { TestSystem, bootedApp, heldServer, statusFixture, type HeldServer, fill, formSubmitScreenParts, isBusy, type ScreenModel } from '@/shared/testing'
import { SystemProvider, rememberSystemInfo } from '@/entities/system'
import { readStoredSession, sessionLogic } from '@/entities/session'
import type { PathModel } from '@machines/testing/pathCoverage.ts'
import { formSubmitModel } from '@machines/testing/models/formSubmit.model.ts'
import type { formSubmitMachine, FormSubmitContext } from '@machines/formSubmit.machine.ts'
import { JoinUsPage } from '../ui/JoinUsPage.tsx'

/**
 * The form flow (machines/formSubmit.machine.ts) on /join: a visitor's application to the agent
 * programme. A mismatched confirmation is shown and nothing is sent; the application (after the
 * bot check, answered at once) waits for the path's step; a taken account comes back under its
 * field, a lost connection offers a retry; once received, the page says so in place of the form,
 * one application per visit (the agent centre's Register account reaches "another":
 * src/widgets/agent-centre/paths).
 */
const APPLY = '/wps/agent/application'
const CHALLENGE = '/wps/altcha/challenge'
const PROGRAMME = '/wps/agent/programme'
const PASSWORD = 'Agent#2026x'

type Machine = typeof formSubmitMachine

interface JoinRun {
  readonly server: HeldServer
}

const parts = formSubmitScreenParts<JoinRun>({
  prefix: 'join',
  path: APPLY,
  retryLabel: () => i18n.t('join.form.retry'),
  typeForm: async (_event, mismatch) => {
    await fill(field('account'), 'maria01')
    await fill(field('password'), PASSWORD)
    await fill(field('confirm'), mismatch ? 'Other#2026x' : PASSWORD)
    await fill(field('name'), 'Maria Santos')
    await fill(field('contact'), '@maria_santos')
  },
})
const { form, field } = parts

/** What the visitor types (the path's form, as the page sends it). */
const application = { account: 'maria01', password: PASSWORD, confirm: PASSWORD, name: 'Maria Santos', contactKind: 'telegram', contact: '@maria_santos', message: '' }

const paths: PathModel<Machine> = {
  ...formSubmitModel,
  // Told apart by the errors under the fields.
  serializeState: (s) => JSON.stringify([s.value, Object.keys((s.context as FormSubmitContext).errors).sort()]),
  // The page offers no second application: no "another".
  events: formSubmitModel.events
    .filter((e) => e.type !== 'form.again')
    .map((e) => (e.type === 'xstate.done.actor.submit' ? { ...e, output: { id: 7, account: 'maria01', status: 'pending' } }
      : e.type === 'form.submitted' ? { ...e, form: { ...application, confirm: (e.form as { confirm: string }).confirm === 'other' ? 'other' : PASSWORD } }
        : e)),
}

export const joinScreen: ScreenModel<Machine, JoinRun> = {
  name: 'formSubmit-join',
  paths,
  async start() {
    const status = statusFixture()
    rememberSystemInfo(status)
    const challenge = await createChallenge({ hmacKey: 'k', maxnumber: 50, number: 2 })
    const server = heldServer({ [CHALLENGE]: { value: challenge }, [PROGRAMME]: { value: { contracts: [] } } }, [APPLY])
    const logic = bootedApp(status).provide({ actors: { session: sessionLogic } })
    render(
      <MemoryRouter initialEntries={['/join']}>
        <TestSystem logic={logic} input={{ session: readStoredSession() }}>
          <SystemProvider status={status} imageCdn="/img">
            <JoinUsPage />
          </SystemProvider>
        </TestSystem>
      </MemoryRouter>,
    )
    await screen.findByTestId('join-form')
    return { server }
  },
  stop: () => sessionStorage.clear(),
  elsewhere: {
    'formSubmit.submitted --form.again#0--> formSubmit.editing': 'one application per visit: /join offers no second form; the agent centre\'s Register account offers "Register another" (formSubmit-registerAccount)',
  },
  see: {
    'formSubmit.editing': (_run, s, event) => {
      expect(isBusy(field('submit')), 'the submit button is not busy').toBe(false)
      expect(field('submit')).toHaveTextContent(i18n.t('join.form.submit'))
      expect(within(form()).queryByTestId('join-failed')).toBeNull()
      const errors = (s.context as FormSubmitContext).errors
      if (event.type === 'xstate.error.actor.submit') expect(field('account-error')).toHaveTextContent(i18n.t('join.form.taken'))
      else if (errors.confirm) expect(field('confirm-error')).toHaveTextContent(i18n.t('validation.inconsistent'))
      else expect(within(form()).queryByTestId('join-account-error')).toBeNull()
      expect(screen.queryByTestId('join-done')).toBeNull()
    },
    'formSubmit.submitting': (run) => {
      expect(isBusy(field('submit')), 'the submit button is busy').toBe(true)
      expect(field('submit')).toHaveTextContent(i18n.t('join.form.sending'))
      expect(run.server.calls(APPLY)).toBeGreaterThan(0)
    },
    'formSubmit.failed': parts.seeFailed,
    'formSubmit.submitted': () => {
      const done = screen.getByTestId('join-done')
      expect(done).toHaveTextContent(i18n.t('join.done.title'))
      expect(done).toHaveTextContent(i18n.t('join.done.body', { account: 'maria01', contact: i18n.t('join.form.contactKinds.telegram') }))
      expect(screen.queryByTestId('join-form')).toBeNull()
    },
  },
  cause: {
    'form.submitted': parts.cause['form.submitted'],
    retry: parts.cause.retry,
    'xstate.done.actor.submit': parts.cause['xstate.done.actor.submit'],
    'xstate.error.actor.submit': parts.cause['xstate.error.actor.submit'],
  },
}
