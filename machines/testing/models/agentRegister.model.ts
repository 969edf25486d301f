import type { AnyMachineSnapshot } from 'xstate'
import { agentRegisterMachine } from '../../agentRegister.machine.ts'
import type { PathModel } from '../pathCoverage.ts'

const form = { kind: 'member', account: 'team09', password: 'Passw0rd!x', confirm: 'Passw0rd!x', nickname: '' }
const events = [
  { type: 'form.submitted', form, errors: {} },
  { type: 'form.submitted', form: { ...form, confirm: 'other' }, errors: { confirm: 'validation.inconsistentTwice' } },
  { type: 'retry' },
  { type: 'form.again' },
  { type: 'xstate.done.actor.register', output: { account: 'team09', type: 0 } },
  { type: 'xstate.error.actor.register', error: { code: 'ACCOUNT_EXISTS', message: 'taken', fields: { account: 'failure.accountExists' } } },
  { type: 'xstate.error.actor.register', error: { code: 'NETWORK', message: 'offline' } },
]

export const agentRegisterModel: PathModel<typeof agentRegisterMachine> = {
  machine: agentRegisterMachine,
  serializeState: (s: AnyMachineSnapshot) => JSON.stringify(s.value),
  events,
}
