import type { AnyMachineSnapshot } from 'xstate'
import { afterLoginMachine } from '../../afterLogin.machine.ts'
import type { PathModel } from '../pathCoverage.ts'
import { loginReply } from './login.model.ts'
import { memberInfo } from './session.model.ts'

const events = [
  { type: 'xstate.done.actor.loadMember', output: memberInfo },
  // A refused token: the session ends through the client's hook, nothing to keep.
  { type: 'xstate.done.actor.loadMember', output: null },
  { type: 'xstate.error.actor.loadMember', error: { code: 'NETWORK', message: 'offline' } },
  { type: 'xstate.done.actor.welcome' },
  { type: 'xstate.error.actor.welcome', error: new Error('dialog host gone') },
  { type: 'xstate.done.actor.showNotices' },
  { type: 'xstate.error.actor.showNotices', error: { code: 'NETWORK', message: 'offline' } },
]
const serializeState = (s: AnyMachineSnapshot) => JSON.stringify(s.value)

/** A first password login: popular games, member info, the welcome, the notices. */
export const afterFirstLoginModel: PathModel<typeof afterLoginMachine> = {
  machine: afterLoginMachine,
  input: { token: 't0k3n', reply: loginReply({ firstTimeLogin: true }), flow: 'login' },
  serializeState,
  events,
}

/** Free play: the member info only. */
export const afterFreePlayModel: PathModel<typeof afterLoginMachine> = {
  machine: afterLoginMachine,
  input: { token: 't0k3n', reply: loginReply({ firstTimeLogin: true, isAgent: 4 }), flow: 'freePlay' },
  serializeState,
  events,
}
