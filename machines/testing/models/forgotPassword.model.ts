import type { AnyMachineSnapshot } from 'xstate'
import { forgotPasswordMachine } from '../../forgotPassword.machine.ts'
import type { PathModel } from '../pathCoverage.ts'
import { loginReply } from './login.model.ts'

export const emailRequest = { username: 'juan', email: 'juan@example.com' }
export const emailReset = { code: '123456', newPassword: 'New12345' }
export const mobileReset = { mobileNum: '9171234567', countryDialingCode: '63', verificationCode: '123456', newPassword: 'New12345' }

export const forgotPasswordModel: PathModel<typeof forgotPasswordMachine> = {
  machine: forgotPasswordMachine,
  serializeState: (s: AnyMachineSnapshot) => JSON.stringify(s.value),
  events: [
    { type: 'email.submitted', request: emailRequest },
    { type: 'emailReset.submitted', reset: emailReset },
    { type: 'mobileReset.submitted', reset: mobileReset },
    { type: 'xstate.done.actor.sendResetEmail', output: { done: true } },
    { type: 'xstate.error.actor.sendResetEmail', error: { code: 'ACCOUNT_NOT_FOUND', message: 'Username/Email does not exist' } },
    { type: 'xstate.done.actor.resetByEmail', output: { done: true } },
    { type: 'xstate.error.actor.resetByEmail', error: { code: 'CODE_INVALID', message: 'Invalid code' } },
    { type: 'xstate.done.actor.resetByMobile', output: loginReply() },
    { type: 'xstate.error.actor.resetByMobile', error: { code: 'CODE_EXPIRED', message: 'Code expired' } },
  ],
}
