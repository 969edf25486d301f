import type { AnyEventObject } from 'xstate'
import type { PathModel } from '@machines/testing/pathCoverage.ts'
import { changePasswordModel, forcedChangePasswordModel } from '@machines/testing/models/changePassword.model.ts'
import type { changePasswordMachine } from '@machines/changePassword.machine.ts'
import type { Sight, Sights } from '@/shared/testing'

/**
 * The password change as the member sees it, for both drivers: the jsdom screens
 * (changePassword.screen.tsx, the own change and a login's forced one) and the Chromium journey
 * of the forced change (tests/e2e/journeys/change-password.spec.ts).
 */
export const CPW_SERVER_ENGLISH = 'Server English'

type Machine = typeof changePasswordMachine

/**
 * The machine's path model with the refusal's code the driver can cause, in the server's
 * English (the screen must say it in the member's language): jsdom's fake server any code, the
 * real server PASSWORD_BREACHED for a leaked new password.
 */
const withRefusal = (model: PathModel<Machine>, code: string): PathModel<Machine> => ({
  ...model,
  events: model.events.map((e) => (e.type === 'xstate.error.actor.changePassword' ? { ...e, error: { code, message: CPW_SERVER_ENGLISH } } : e)),
})
export const ownChangePasswordPaths = (code: string): PathModel<Machine> => withRefusal(changePasswordModel, code)
export const forcedChangePasswordPaths = (code: string): PathModel<Machine> => withRefusal(forcedChangePasswordModel, code)

const sawRefusal = (event: AnyEventObject) => event.type === 'xstate.error.actor.changePassword'
const refusalCode = (event: AnyEventObject) => (event.error as { code: string }).code

/** `forced`: a login's change (no old password asked, a reason given); `said`: the member's language's text for a refusal's code. */
export function changePasswordSights(forced: boolean, said: (code: string) => string): Sights {
  // The refusal's dialog over the form that stays, in the member's language, never the server's English.
  const dialog = (event: AnyEventObject): Sight[] =>
    sawRefusal(event)
      ? [{ testId: 'failure-dialog', is: 'shown' }, { testId: 'dialog', is: 'shown', text: said(refusalCode(event)), notText: CPW_SERVER_ENGLISH }]
      : [{ testId: 'dialog', is: 'absent' }]
  return {
    'changePassword.editing': (_s, event) => [
      { role: 'button', name: 'Submit', hidden: true, in: { testId: 'change-password-form' }, is: 'enabled' },
      { testId: 'loader-overlay', is: 'absent' },
      // The own change asks for the old password; a forced one knows it and says why it is asked for.
      { testId: 'cpw-reason', is: forced ? 'shown' : 'absent' },
      { testId: 'cpw-old', is: forced ? 'absent' : 'shown' },
      ...dialog(event),
    ],
    // The call runs under the loader; the button cannot send it twice.
    'changePassword.submitting': (_s, event) => [
      { testId: 'cpw-submit', is: 'disabled' },
      { testId: 'loader-overlay', is: 'shown' },
      ...(sawRefusal(event) ? [] : [{ testId: 'dialog', is: 'absent' } as const]),
    ],
    // Changed: the member info is read again, still under the loader.
    'changePassword.reloading': () => [{ testId: 'loader-overlay', is: 'shown' }, { testId: 'cpw-submit', is: 'disabled' }],
    'changePassword.done': () => [
      { testId: 'change-password-form', is: 'absent' },
      { testId: 'password-changed', is: 'shown' },
      { testId: 'loader-overlay', is: 'absent' },
    ],
    // The login goes on: the change modal is gone.
    'changePassword.changed': () => [{ testId: 'change-password-form', is: 'absent' }],
  }
}
