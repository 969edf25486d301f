import { fromPromise, setup } from 'xstate'
import type { ActorFailure } from '@/shared/api'

/** An actor the app provides (`machine.provide({ actors })`): the machine stays pure. */
const providedByApp = <TOutput, TInput = void>(name: string) =>
  fromPromise<TOutput, TInput>(() => Promise.reject(new Error(`${name} is provided by the app`)))

/** Why a call failed (see toFailure). */
export type Failure = ActorFailure

/**
 * Change password (spec §4): the view validates (old required, new by the password rule,
 * confirmation equal), then the call runs with the loader; on success the login info is
 * reloaded and `finished` closes the modal and goes to /. A failure is reported and the form
 * stays.
 *
 * A login whose password must change runs this machine as its child with the new login's
 * token (`input.token`): it ends after the call, and the login goes on (the session loads the
 * login info then).
 */
/** Why a login must change its password: the default one, or an expired one. */
export type ChangeReason = 'default' | 'expired'

export interface ChangePasswordInput {
  /** The token of a login that is not the session's yet (a forced change); none: the session's. */
  readonly token?: string | null
  /** A forced change's reason, shown above the form. */
  readonly reason?: ChangeReason | null
  /** The password the login just used (a forced change): the form does not ask for it again. */
  readonly oldPassword?: string | null
}

export interface ChangePasswordContext {
  readonly token: string | null
  readonly reason: ChangeReason | null
  readonly oldPassword: string | null
}
export interface PasswordChange {
  readonly oldPassword: string
  readonly newPassword: string
  readonly confirmNewPassword: string
}

export type ChangePasswordEvent = { type: 'passwords.submitted'; change: PasswordChange }

/** Why a call failed: read off the client's ApiError (code, message, value hint, the call). */
const toFailure = (e: unknown): Failure => {
  const { code = 'NETWORK', message = e instanceof Object ? '' : String(e), value, call } = (e ?? {}) as Partial<Failure>
  return { code, message, value, call }
}

export const changePasswordMachine = setup({
  types: {
    input: {} as ChangePasswordInput,
    context: {} as ChangePasswordContext,
    events: {} as ChangePasswordEvent,
  },
  actors: {
    changePassword: providedByApp<unknown, { change: PasswordChange; token: string | null }>('changePassword'),
    loadMember: providedByApp<unknown>('loadMember'),
  },
  actions: {
    reportFailure: (_, _params: { failure: Failure }) => {},
    finished: () => {},
  },
  guards: {
    forLogin: ({ context }) => context.token !== null,
  },
}).createMachine({
  id: 'changePassword',
  context: ({ input }) => ({ token: input?.token ?? null, reason: input?.reason ?? null, oldPassword: input?.oldPassword || null }),
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
        input: ({ context, event }) => ({ change: (event as ChangePasswordEvent).change, token: context.token }),
        onDone: [{ guard: 'forLogin', target: 'changed' }, { target: 'reloading' }],
        onError: { target: 'editing', actions: { type: 'reportFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) } },
      },
    },
    /** The change is made whatever the read of the login info gives: `loadMember` ends when the read does, and never fails. */
    reloading: {
      tags: ['busy'],
      invoke: { id: 'loadMember', src: 'loadMember', onDone: 'done' },
    },
    done: { type: 'final', entry: 'finished' },
    /** A login's forced change: the login goes on. */
    changed: { type: 'final' },
  },
})
