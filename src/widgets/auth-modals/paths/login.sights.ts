import type { AnyEventObject, AnyMachineSnapshot } from 'xstate'
import type { PathModel } from '@machines/testing/pathCoverage.ts'
import { loginModel } from '@machines/testing/models/login.model.ts'
import type { loginMachine, LoginContext } from '@machines/login.machine.ts'
import type { Sight, Sights } from '@/shared/testing'

/**
 * The login flow as the user sees it, for both drivers: the jsdom screen (login.screen.tsx) and
 * the Chromium journey (tests/e2e/journeys/login.spec.ts). The path model and the sights by role
 * and name live here, with nothing of React or jsdom, so both generate the same paths and check
 * the same screen after every step.
 */
const ctx = (s: AnyMachineSnapshot) => s.context as LoginContext

/** A success ended the flow (the transient `loggedIn` left for `editing`). */
export const loginEndedBy = (event: AnyEventObject): boolean =>
  ['xstate.done.actor.login', 'xstate.done.actor.verifyLogin', 'xstate.done.actor.changePassword'].includes(event.type)

/**
 * The login machine's path model, told apart by what the screen shows (state, form tab,
 * captcha), with one reply of each kind: the first-login variants are the after-login flow's.
 */
export const loginPaths: PathModel<typeof loginMachine> = {
  ...loginModel,
  serializeState: (s) => JSON.stringify([s.value, ctx(s).request?.type ?? null, ctx(s).captchaRequired]),
  events: loginModel.events.filter((e) => !(e as { output?: { firstTimeLogin?: boolean } }).output?.firstTimeLogin),
}

const form = (s: AnyMachineSnapshot) => ({ testId: ctx(s).request?.type === 'sms' ? 'login-form-sms' : 'login-form-username' })
// A refusal's dialog covers the form, which is then hidden from the accessibility tree: looked for hidden or not.
const inForm = (s: AnyMachineSnapshot, role: 'button' | 'textbox' | 'img', name: string, is: Sight['is'], why?: string): Sight =>
  ({ role, name, hidden: true, in: form(s), is, why })

export const loginSights: Sights = {
  'login.editing': (s, event) => {
    // Logged in: the modals are gone.
    if (loginEndedBy(event)) return [{ testId: 'login-form-username', is: 'absent' }, { testId: 'change-password-form', is: 'absent' }]
    const captcha = ctx(s).captchaRequired
    const refused = event.type === 'xstate.error.actor.login' || event.type === 'xstate.error.actor.verifyLogin'
    return [
      { ...form(s), is: 'shown' },
      inForm(s, 'button', 'Log in', 'enabled'),
      // The captcha box shows, with its image, once the server asked for it.
      inForm(s, 'textbox', 'Captcha', captcha ? 'shown' : 'absent', captcha ? 'the captcha box' : 'no captcha box'),
      ...(captcha ? [inForm(s, 'img', 'Captcha image', 'shown', 'the captcha image')] : []),
      // A refusal says why; a way back from the verification does not.
      ...(refused ? [{ testId: 'failure-dialog', is: 'shown', why: 'the refusal\'s dialog' } as const] : []),
    ]
  },
  'login.submitting': (s) => [inForm(s, 'button', 'Log in', 'disabled')],
  'login.verifying.choosing': (s) => [
    ...ctx(s).verification!.methods.map((m): Sight => ({ testId: `verify-by-${m}`, in: { testId: 'login-verification' }, is: 'enabled' })),
    { testId: 'verify-code', is: 'absent' },
  ],
  'login.verifying.sending': (s) => ctx(s).verification!.methods.map((m): Sight => ({ testId: `verify-by-${m}`, is: 'disabled' })),
  'login.verifying.answerEntry': (s) => {
    const { method, to } = ctx(s).verification!
    return [
      { testId: 'verify-code', is: 'shown' },
      { testId: 'verify-submit', is: 'enabled' },
      ...((method === 'sms' || method === 'email') && to ? [{ testId: 'verify-sent-to', is: 'shown', text: to } as const] : []),
    ]
  },
  'login.verifying.submitting': () => [{ testId: 'verify-submit', is: 'disabled' }],
  // The change replaces the login modal; the old password is the one just typed, not asked again.
  'login.changingPassword': () => [
    { testId: 'change-password-form', is: 'shown' },
    { testId: 'cpw-reason', is: 'shown' },
    { testId: 'cpw-old', is: 'absent' },
    { testId: 'login-form-username', is: 'absent' },
  ],
}
