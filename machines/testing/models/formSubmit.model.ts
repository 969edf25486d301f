import type { AnyMachineSnapshot } from 'xstate'
import { formSubmitMachine } from '../../formSubmit.machine.ts'
import type { PathModel } from '../pathCoverage.ts'

const form = { kind: 'member', account: 'team09', password: 'Passw0rd!x', confirm: 'Passw0rd!x', nickname: '' }
const events = [
  { type: 'form.submitted', form, errors: {} },
  { type: 'form.submitted', form: { ...form, confirm: 'other' }, errors: { confirm: 'validation.inconsistent' } },
  { type: 'retry' },
  { type: 'form.again' },
  { type: 'xstate.done.actor.submit', output: { account: 'team09', type: 0 } },
  { type: 'xstate.error.actor.submit', error: { code: 'ACCOUNT_EXISTS', message: 'taken', fields: { account: 'failure.accountExists' } } },
  { type: 'xstate.error.actor.submit', error: { code: 'NETWORK', message: 'offline' } },
]

export const formSubmitModel: PathModel<typeof formSubmitMachine> = {
  machine: formSubmitMachine,
  serializeState: (s: AnyMachineSnapshot) => JSON.stringify(s.value),
  events,
}
