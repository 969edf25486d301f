import type { AnyMachineSnapshot } from 'xstate'
import { bindContactMachine, type BindContactContext } from '../../bindContact.machine.ts'
import { bindAuthenticatorMachine } from '../../bindAuthenticator.machine.ts'
import { securityFormMachine } from '../../securityForm.machine.ts'
import type { PathModel } from '../pathCoverage.ts'

export const securityInfo = { account: 'juan01', mobile: '+63 ******0101', email: 'j***@example.com', payeeName: '', authenticator: false }
const invalid = { code: 'CODE_INVALID', message: 'Invalid or missing verification code.' }

export const bindContactModel: PathModel<typeof bindContactMachine> = {
  machine: bindContactMachine,
  // The send-failure branch reads whether a code was sent already.
  serializeState: (s: AnyMachineSnapshot) => JSON.stringify([s.value, (s.context as BindContactContext).sent !== null]),
  events: [
    { type: 'code.requested', target: { email: 'juan@example.com' } },
    { type: 'xstate.done.actor.sendCode', output: { expiredMinutes: 5, to: 'j***@example.com' } },
    { type: 'xstate.error.actor.sendCode', error: { code: 'RATE_LIMITED', message: 'Please wait 30 seconds.' } },
    { type: 'code.submitted', code: '123456' },
    { type: 'xstate.done.actor.confirm', output: securityInfo },
    { type: 'xstate.error.actor.confirm', error: invalid },
  ],
}

export const bindAuthenticatorModel: PathModel<typeof bindAuthenticatorMachine> = {
  machine: bindAuthenticatorMachine,
  serializeState: (s: AnyMachineSnapshot) => JSON.stringify(s.value),
  events: [
    { type: 'xstate.done.actor.setup', output: { secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/Tala:juan01?secret=JBSWY3DPEHPK3PXP', qr: 'data:image/png;base64,AAAA' } },
    { type: 'xstate.error.actor.setup', error: { code: 'ALREADY_BOUND', message: 'An authenticator is already bound.' } },
    { type: 'setup.retried' },
    { type: 'code.submitted', code: '123456' },
    { type: 'xstate.done.actor.bind', output: { ...securityInfo, authenticator: true } },
    { type: 'xstate.error.actor.bind', error: invalid },
  ],
}

export const securityFormModel: PathModel<typeof securityFormMachine> = {
  machine: securityFormMachine,
  serializeState: (s: AnyMachineSnapshot) => JSON.stringify(s.value),
  events: [
    { type: 'form.submitted', value: { payeeName: 'Juan Dela Cruz' } },
    { type: 'xstate.done.actor.submit', output: { ...securityInfo, payeeName: 'J*** D*** C***' } },
    { type: 'xstate.error.actor.submit', error: { code: 'ALREADY_BOUND', message: 'Already set.' } },
  ],
}
