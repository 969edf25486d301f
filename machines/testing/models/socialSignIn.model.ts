import type { AnyMachineSnapshot } from 'xstate'
import { socialSignInMachine } from '../../socialSignIn.machine.ts'
import type { PathModel } from '../pathCoverage.ts'
import { loginReply } from './login.model.ts'

export const socialPending = { ticket: 'tkt', provider: 'google' as const, email: 'ana@example.com', name: 'Ana', expiresIn: 600 }

export const socialSignInModel: PathModel<typeof socialSignInMachine> = {
  machine: socialSignInMachine,
  // The confirm step branches on the choice kind: part of the state key.
  serializeState: (s: AnyMachineSnapshot) => JSON.stringify([s.value, (s.context as { choice: { kind: string } | null }).choice?.kind ?? null]),
  events: [
    { type: 'social.requested', provider: 'google' },
    { type: 'callback.received', search: '?code=c&state=s' },
    { type: 'xstate.done.actor.start', output: { authorizeUrl: 'https://accounts.example.com/auth?x=1' } },
    { type: 'xstate.error.actor.start', error: { code: 'SOCIAL_DISABLED', message: 'off' } },
    { type: 'xstate.done.actor.complete', output: { status: 'loggedIn', login: loginReply() } },
    { type: 'xstate.done.actor.complete', output: { status: 'pending', pending: socialPending } },
    { type: 'xstate.error.actor.complete', error: { code: 'SOCIAL_STATE_INVALID', message: 'used' } },
    { type: 'link.chosen' },
    { type: 'register.chosen' },
    { type: 'choice.back' },
    { type: 'choice.submitted', choice: { kind: 'link', username: 'juan', password: 'Secret123' } },
    { type: 'choice.submitted', choice: { kind: 'register', username: 'ana01' } },
    { type: 'confirm.accepted' },
    { type: 'confirm.declined' },
    { type: 'xstate.done.actor.link', output: loginReply() },
    { type: 'xstate.error.actor.link', error: { code: 'LOGIN_FAILED', message: 'wrong password' } },
    { type: 'xstate.error.actor.link', error: { code: 'SOCIAL_TICKET_INVALID', message: 'expired' } },
    { type: 'xstate.done.actor.register', output: loginReply() },
    { type: 'xstate.error.actor.register', error: { code: 'ACCOUNT_EXISTS', message: 'taken' } },
    { type: 'xstate.error.actor.register', error: { code: 'SOCIAL_TICKET_INVALID', message: 'expired' } },
  ],
}
