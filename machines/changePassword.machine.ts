import { setup } from 'xstate'
import { providedByApp, toFailure, type Failure } from './shared.ts'

/**
 * Change password (spec §4): the view validates (old required, new by the password rule,
 * confirmation equal), then the call runs with the loader; on success the login info is
 * reloaded and `finished` closes the modal and goes to /. A failure is reported and the form
 * stays.
 */
export interface PasswordChange {
  readonly oldPassword: string
  readonly newPassword: string
  readonly confirmNewPassword: string
}

export type ChangePasswordEvent = { type: 'passwords.submitted'; change: PasswordChange }

export const changePasswordMachine = setup({
  types: {
    events: {} as ChangePasswordEvent,
  },
  actors: {
    changePassword: providedByApp<unknown, PasswordChange>('changePassword'),
    loadMember: providedByApp<unknown>('loadMember'),
  },
  actions: {
    reportFailure: (_, _params: { failure: Failure }) => {},
    finished: () => {},
  },
}).createMachine({
  id: 'changePassword',
  initial: 'editing',
  states: {
    editing: {
      on: { 'passwords.submitted': 'submitting' },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ event }) => (event as ChangePasswordEvent).change,
        onDone: 'reloading',
        onError: { target: 'editing', actions: { type: 'reportFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) } },
      },
    },
    reloading: {
      tags: ['busy'],
      invoke: { id: 'loadMember', src: 'loadMember', onDone: 'done', onError: 'done' },
    },
    done: { type: 'final', entry: 'finished' },
  },
})
