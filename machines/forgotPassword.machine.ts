import { assign, fromPromise, setup } from 'xstate'
import type { ActorFailure, LoginReply } from '@/shared/api'

/** An actor the app provides (`machine.provide({ actors })`): the machine stays pure. */
const providedByApp = <TOutput, TInput = void>(name: string) =>
  fromPromise<TOutput, TInput>(() => Promise.reject(new Error(`${name} is provided by the app`)))

/** Why a call failed (see toFailure). */
export type Failure = ActorFailure

/**
 * Forgot password (spec §2, §4):
 * - e-mail: username + e-mail → the reset e-mail is sent (`emailSent` shows the "sent"
 *   dialog) → the code from the e-mail and a new password → reset → `passwordReset`;
 * - mobile: mobile number, SMS code (the smsCode machine) and a new password → reset, which
 *   logs in: the reply is handed to the session (`sessionStarted`: it stores it and loads the
 *   member info) → `loggedIn` (the view goes to /).
 * Failures are reported and the form stays.
 */
export interface EmailRequest {
  readonly username: string
  readonly email: string
}
export interface EmailReset {
  readonly code: string
  readonly newPassword: string
}
export interface MobileReset {
  readonly mobileNum: string
  readonly countryDialingCode: string
  readonly verificationCode: string
  readonly newPassword: string
}

export interface ForgotPasswordContext {
  readonly email: EmailRequest | null
}

export type ForgotPasswordEvent =
  | { type: 'email.submitted'; request: EmailRequest }
  | { type: 'emailReset.submitted'; reset: EmailReset }
  | { type: 'mobileReset.submitted'; reset: MobileReset }

/** Why a call failed: read off the client's ApiError (code, message, value hint, the call). */
const toFailure = (e: unknown): Failure => {
  const { code = 'NETWORK', message = e instanceof Object ? '' : String(e), value, call } = (e ?? {}) as Partial<Failure>
  return { code, message, value, call }
}

export const forgotPasswordMachine = setup({
  types: {
    context: {} as ForgotPasswordContext,
    events: {} as ForgotPasswordEvent,
  },
  actors: {
    sendResetEmail: providedByApp<unknown, EmailRequest>('sendResetEmail'),
    resetByEmail: providedByApp<unknown, EmailRequest & EmailReset>('resetByEmail'),
    resetByMobile: providedByApp<LoginReply, MobileReset>('resetByMobile'),
  },
  actions: {
    reportFailure: (_, _params: { failure: Failure }) => {},
    emailSent: () => {},
    passwordReset: () => {},
    sessionStarted: (_, _params: { reply: LoginReply }) => {},
    finished: () => {},
  },
}).createMachine({
  id: 'forgotPassword',
  context: { email: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'email.submitted': { target: 'sendingEmail', actions: assign({ email: ({ event }) => event.request }) },
        'mobileReset.submitted': 'resettingByMobile',
      },
    },
    sendingEmail: {
      tags: ['busy'],
      invoke: {
        id: 'sendResetEmail',
        src: 'sendResetEmail',
        input: ({ context }) => context.email!,
        onDone: { target: 'codeEntry', actions: 'emailSent' },
        onError: { target: 'editing', actions: { type: 'reportFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) } },
      },
    },
    /** The e-mail is sent: the code from it and the new password. */
    codeEntry: {
      on: {
        'emailReset.submitted': 'resettingByEmail',
      },
    },
    resettingByEmail: {
      tags: ['busy'],
      invoke: {
        id: 'resetByEmail',
        src: 'resetByEmail',
        input: ({ context, event }) => ({ ...context.email!, ...(event as Extract<ForgotPasswordEvent, { type: 'emailReset.submitted' }>).reset }),
        onDone: 'passwordReset',
        onError: { target: 'codeEntry', actions: { type: 'reportFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) } },
      },
    },
    resettingByMobile: {
      tags: ['busy'],
      invoke: {
        id: 'resetByMobile',
        src: 'resetByMobile',
        input: ({ event }) => (event as Extract<ForgotPasswordEvent, { type: 'mobileReset.submitted' }>).reset,
        onDone: { target: 'loggedIn', actions: { type: 'sessionStarted', params: ({ event }) => ({ reply: event.output }) } },
        onError: { target: 'editing', actions: { type: 'reportFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) } },
      },
    },
    /** By e-mail: the password is changed; the user logs in with it. */
    passwordReset: { type: 'final', entry: 'passwordReset' },
    /** By phone: logged in with the new password. */
    loggedIn: { type: 'final', entry: 'finished' },
  },
})
