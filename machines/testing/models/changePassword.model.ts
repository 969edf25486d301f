import type { AnyMachineSnapshot } from 'xstate'
import { changePasswordMachine } from '../../changePassword.machine.ts'
import type { PathModel } from '../pathCoverage.ts'

export const passwordChange = { oldPassword: 'Old12345', newPassword: 'New12345', confirmNewPassword: 'New12345' }

const events = [
  { type: 'passwords.submitted', change: passwordChange },
  { type: 'xstate.done.actor.changePassword', output: { done: true } },
  { type: 'xstate.error.actor.changePassword', error: { code: 'PASSWORD_MISMATCH', message: 'The old password is wrong' } },
  { type: 'xstate.done.actor.loadMember', output: null },
]

/** The member's own change (member centre): the session's token, the login info reloaded. */
export const changePasswordModel: PathModel<typeof changePasswordMachine> = {
  machine: changePasswordMachine,
  input: {},
  serializeState: (s: AnyMachineSnapshot) => JSON.stringify(s.value),
  events,
}

/** A login's forced change (the login machine's child): the new login's token, no reload. */
export const forcedChangePasswordModel: PathModel<typeof changePasswordMachine> = {
  machine: changePasswordMachine,
  input: { token: 't0k3n' },
  serializeState: (s: AnyMachineSnapshot) => JSON.stringify(s.value),
  events,
}
