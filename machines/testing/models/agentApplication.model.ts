import type { AnyMachineSnapshot } from 'xstate'
import { agentApplicationMachine } from '../../agentApplication.machine.ts'
import type { PathModel } from '../pathCoverage.ts'

const form = { account: 'newagent1', password: 'Passw0rd!x', confirm: 'Passw0rd!x', name: 'Maria', contactKind: 'telegram', contact: '@maria_s', message: '' }
const events = [
  { type: 'form.submitted', form, errors: {} },
  { type: 'form.submitted', form: { ...form, confirm: 'other' }, errors: { confirm: 'validation.inconsistent' } },
  { type: 'retry' },
  { type: 'xstate.done.actor.apply', output: { id: 1, account: 'newagent1', status: 'pending' } },
  { type: 'xstate.error.actor.apply', error: { code: 'ACCOUNT_EXISTS', message: 'taken', fields: { account: 'join.form.taken' } } },
  { type: 'xstate.error.actor.apply', error: { code: 'NETWORK', message: 'offline' } },
]

export const agentApplicationModel: PathModel<typeof agentApplicationMachine> = {
  machine: agentApplicationMachine,
  serializeState: (s: AnyMachineSnapshot) => JSON.stringify(s.value),
  events,
}
