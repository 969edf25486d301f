import type { AnyMachineSnapshot } from 'xstate'
import { registerMachine, type RegistrationRequest } from '../../register.machine.ts'
import type { PathModel } from '../pathCoverage.ts'
import { loginReply } from './login.model.ts'

const user = { username: 'juan01', password: 'Secret123', confirmPassword: 'Secret123' }
export const plainRegistration: RegistrationRequest = { method: 'register', user }
export const affiliateRegistration: RegistrationRequest = { method: 'register', user: { ...user, affiliateCode: 'AFF1' } }

export const registerModel: PathModel<typeof registerMachine> = {
  machine: registerMachine,
  serializeState: (s: AnyMachineSnapshot) => JSON.stringify(s.value),
  events: [
    { type: 'registration.submitted', request: plainRegistration },
    { type: 'registration.submitted', request: affiliateRegistration },
    { type: 'xstate.done.actor.checkAffiliate', output: { valid: true } },
    { type: 'xstate.done.actor.checkAffiliate', output: { valid: false } },
    { type: 'xstate.error.actor.checkAffiliate', error: { code: 'NETWORK', message: 'Failed to fetch' } },
    { type: 'xstate.done.actor.solveBotCheck', output: 'altcha-payload' },
    { type: 'xstate.error.actor.solveBotCheck', error: { code: 'BOT_CHECK_FAILED', message: 'Bot check failed' } },
    { type: 'xstate.done.actor.register', output: loginReply() },
    { type: 'xstate.done.actor.register', output: loginReply({ firstTimeLogin: true }) },
    { type: 'xstate.error.actor.register', error: { code: 'ACCOUNT_EXISTS', message: 'The account exists' } },
    { type: 'xstate.done.actor.loadMember', output: null },
    { type: 'xstate.error.actor.loadMember', error: { code: 'INTERNAL', message: 'boom' } },
  ],
}
