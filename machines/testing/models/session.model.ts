import type { AnyMachineSnapshot } from 'xstate'
import type { MemberInfo } from '@/shared/api'
import { sessionMachine, type SessionContext, type StoredSession } from '../../session.machine.ts'
import type { PathModel } from '../pathCoverage.ts'
import { loginReply } from './login.model.ts'

export const memberInfo: MemberInfo = {
  id: 'm1', account: 'juan', nickname: 'Juan', type: 0, isAgent: 0, toUpline: false,
  clubLabel: { labelName: 'Club' }, memberLabel: [], currency: 'TLB', mobileNum: '', countryDialingCode: '63', email: '',
}
const stored = (token: string): StoredSession => ({ token, account: 'juan', customerId: 'c1', isAgent: 0 })

const events = [
  { type: 'session.started', reply: loginReply(), flow: 'login' },
  { type: 'session.ended' },
  { type: 'session.expired' },
  // Another tab: the same login, another one, a logout.
  { type: 'storage.changed', stored: stored('t0k3n') },
  { type: 'storage.changed', stored: stored('other') },
  { type: 'storage.changed', stored: null },
  { type: 'member.refreshRequested' },
  { type: 'member.loaded', member: memberInfo },
  { type: 'xstate.done.actor.loadMember', output: memberInfo },
  { type: 'xstate.error.actor.loadMember', error: { code: 'NETWORK', message: 'offline' } },
  { type: 'xstate.done.actor.afterLogin' },
]

// The other-tab guards compare tokens: the token is part of the state.
const serializeState = (s: AnyMachineSnapshot) => JSON.stringify([s.value, (s.context as SessionContext).current?.token ?? null])

/** A first visit: no stored session. */
export const sessionModel: PathModel<typeof sessionMachine> = { machine: sessionMachine, input: {}, serializeState, events }

/** A reload: session storage held a login. */
export const restoredSessionModel: PathModel<typeof sessionMachine> = { machine: sessionMachine, input: { stored: stored('t0k3n') }, serializeState, events }
