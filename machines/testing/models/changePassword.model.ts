import type { AnyMachineSnapshot } from 'xstate'
import { changePasswordMachine } from '../../changePassword.machine.ts'
import type { PathModel } from '../pathCoverage.ts'

export const passwordChange = { oldPassword: 'Old12345', newPassword: 'New12345', confirmNewPassword: 'New12345' }

export const changePasswordModel: PathModel<typeof changePasswordMachine> = {
  machine: changePasswordMachine,
  serializeState: (s: AnyMachineSnapshot) => JSON.stringify(s.value),
  events: [
    { type: 'passwords.submitted', change: passwordChange },
    { type: 'xstate.done.actor.changePassword', output: { done: true } },
    { type: 'xstate.error.actor.changePassword', error: { code: 'PASSWORD_MISMATCH', message: 'The old password is wrong' } },
    { type: 'xstate.done.actor.loadMember', output: null },
    { type: 'xstate.error.actor.loadMember', error: { code: 'INTERNAL', message: 'boom' } },
  ],
}
