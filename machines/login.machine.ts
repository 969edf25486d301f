import { assign, sendTo, setup } from 'xstate'
import type { LoginReply, LoginRequest, LoginVerificationMethod } from '@/shared/api'
import { captchaMachine } from './captcha.machine.ts'
import { asksForCaptcha, providedByApp, toFailure, type Failure } from './shared.ts'

/**
 * Login (spec §4): the form is validated by the view, then submitted; the loader shows while
 * the call runs. A failure whose value asks for a captcha shows the captcha box and loads its
 * image (the invoked `captcha` machine); every failure is reported (`reportFailure`).
 * On success (the `login` actor stores the session and the cookies) the popular games are
 * fetched (`popularGamesRequested`: in the background, a failure never blocks the login) and,
 * on the account's first login ever, the first-login action runs (`firstLoginWelcomed`). Then, if the password is the
 * default one, or expired while PWDEXPFORCECHANGE3 is on, and the type is not sms, the
 * change-password modal opens (`passwordChangeRequired`); otherwise member info loads and
 * the flow ends in `loggedIn` (the view closes the modal and goes home).
 *
 * Actors `login`, `loadMember` and `captcha` (the captcha machine with its loader) are
 * provided by the app; actions `reportFailure` and `finished` too.
 */
export interface LoginInput {
  /** PWDEXPFORCECHANGE3: an expired password must be changed. */
  readonly forceExpiredChange: boolean
}

/** Login from an unregistered IP (spec §4): the server asks for a code sent by SMS or e-mail. */
export interface LoginVerification {
  readonly verificationId: string
  readonly methods: readonly LoginVerificationMethod[]
  /** Where the code went (masked), once sent. */
  readonly to: string | null
}

export interface LoginContext {
  readonly forceExpiredChange: boolean
  readonly request: LoginRequest | null
  readonly captchaRequired: boolean
  readonly failure: Failure | null
  readonly verification: LoginVerification | null
}

export type LoginEvent =
  | { type: 'credentials.submitted'; request: LoginRequest }
  | { type: 'verification.methodChosen'; method: LoginVerificationMethod }
  | { type: 'verification.codeSubmitted'; code: string }
  | { type: 'verification.cancelled' }

/** The LOGIN_FAILED value that asks for the unregistered-IP verification. */
export const verificationAsked = (error: unknown): LoginVerification | null => {
  const value = toFailure(error).value as { verification?: unknown; verificationId?: unknown; methods?: unknown } | undefined
  if (!value || typeof value !== 'object' || value.verification !== true || typeof value.verificationId !== 'string') return null
  const methods = Array.isArray(value.methods) ? value.methods.filter((m): m is LoginVerificationMethod => m === 'sms' || m === 'email') : []
  return { verificationId: value.verificationId, methods, to: null }
}

const mustChange = (context: LoginContext, reply: LoginReply): boolean =>
  context.request?.type !== 'sms' && (reply.defaultPassword || (reply.passwordExpired && context.forceExpiredChange))

/**
 * A successful login (spec §4, in order): popular games fetched, the first-login action when
 * `firstTimeLogin` (after the password change when one is forced), then the forced password
 * change or the member info.
 */
const succeeded = (changeTarget: string, memberTarget: string) => {
  const games = 'popularGamesRequested' as const
  const welcome = { type: 'firstLoginWelcomed' as const, params: ({ event }: { event: { output: LoginReply } }) => ({ account: event.output.account }) }
  const reply = ({ event }: { event: { output: LoginReply } }) => event.output
  return [
    // A dialog under the change-password modal could not be answered: the welcome waits for the change.
    { guard: { type: 'firstLoginMustChangePassword' as const, params: reply }, target: changeTarget, actions: [games, { ...welcome, type: 'firstLoginWelcomeDeferred' as const }] },
    { guard: { type: 'mustChangePassword' as const, params: reply }, target: changeTarget, actions: games },
    { guard: { type: 'firstLogin' as const, params: reply }, target: memberTarget, actions: [games, welcome] },
    { target: memberTarget, actions: games },
  ]
}

export const loginMachine = setup({
  types: {
    input: {} as LoginInput,
    context: {} as LoginContext,
    events: {} as LoginEvent,
  },
  actors: {
    login: providedByApp<LoginReply, LoginRequest>('login'),
    sendVerification: providedByApp<{ expiredMinutes: number; to: string }, { verificationId: string; method: LoginVerificationMethod }>('sendVerification'),
    verifyLogin: providedByApp<LoginReply, { verificationId: string; code: string; request: LoginRequest }>('verifyLogin'),
    loadMember: providedByApp<unknown>('loadMember'),
    captcha: captchaMachine,
  },
  actions: {
    reportFailure: (_, _params: { failure: Failure }) => {},
    finished: () => {},
    passwordChangeRequested: () => {},
    popularGamesRequested: () => {},
    firstLoginWelcomed: (_, _params: { account: string }) => {},
    /** A first login that must change its password first: the welcome follows the change. */
    firstLoginWelcomeDeferred: (_, _params: { account: string }) => {},
  },
  guards: {
    mustChangePassword: ({ context }, reply: LoginReply) => mustChange(context, reply),
    firstLoginMustChangePassword: ({ context }, reply: LoginReply) => reply.firstTimeLogin && mustChange(context, reply),
    firstLogin: (_, reply: LoginReply) => reply.firstTimeLogin,
    /** The error asks for a captcha, or one is shown already (a used captcha is spent: load a new one). */
    asksForVerification: ({ event }) => verificationAsked((event as { error?: unknown }).error) !== null,
    needsCaptcha: ({ context, event }) => context.captchaRequired || asksForCaptcha((event as { error?: unknown }).error),
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({ forceExpiredChange: input.forceExpiredChange, request: null, captchaRequired: false, failure: null, verification: null }),
  invoke: { id: 'captcha', src: 'captcha' },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'credentials.submitted': { target: 'submitting', actions: assign({ request: ({ event }) => event.request, failure: null }) },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ context }) => context.request!,
        onDone: succeeded('passwordChangeRequired', 'loadingMember'),
        onError: [
          {
            guard: 'asksForVerification',
            target: 'verifying',
            actions: assign({ verification: ({ event }) => verificationAsked(event.error), failure: null }),
          },
          {
            guard: 'needsCaptcha',
            target: 'editing',
            actions: [
              assign({ failure: ({ event }) => toFailure(event.error), captchaRequired: true }),
              sendTo('captcha', { type: 'captcha.requested' }),
              { type: 'reportFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) },
            ],
          },
          {
            target: 'editing',
            actions: [
              assign({ failure: ({ event }) => toFailure(event.error) }),
              { type: 'reportFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) },
            ],
          },
        ],
      },
    },
    /** Login from an unregistered IP: choose SMS or e-mail, get a code, enter it. */
    verifying: {
      initial: 'choosing',
      on: { 'verification.cancelled': { target: 'editing', actions: assign({ verification: null }) } },
      states: {
        choosing: {
          on: { 'verification.methodChosen': 'sending' },
        },
        sending: {
          tags: ['busy'],
          invoke: {
            id: 'sendVerification',
            src: 'sendVerification',
            input: ({ context, event }) => ({
              verificationId: context.verification!.verificationId,
              method: (event as Extract<LoginEvent, { type: 'verification.methodChosen' }>).method,
            }),
            onDone: { target: 'codeEntry', actions: assign({ verification: ({ context, event }) => ({ ...context.verification!, to: event.output.to }) }) },
            onError: { target: 'choosing', actions: { type: 'reportFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) } },
          },
        },
        codeEntry: {
          on: {
            'verification.codeSubmitted': 'submitting',
            'verification.methodChosen': 'sending',
          },
        },
        submitting: {
          tags: ['busy'],
          invoke: {
            id: 'verifyLogin',
            src: 'verifyLogin',
            input: ({ context, event }) => ({
              verificationId: context.verification!.verificationId,
              code: (event as Extract<LoginEvent, { type: 'verification.codeSubmitted' }>).code,
              request: context.request!,
            }),
            onDone: succeeded('#login.passwordChangeRequired', '#login.loadingMember'),
            onError: { target: 'codeEntry', actions: { type: 'reportFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) } },
          },
        },
      },
    },
    loadingMember: {
      tags: ['busy'],
      invoke: {
        id: 'loadMember',
        src: 'loadMember',
        // The session is stored already: a failed member-info load does not undo the login.
        onDone: 'loggedIn',
        onError: 'loggedIn',
      },
    },
    loggedIn: { type: 'final', entry: 'finished' },
    passwordChangeRequired: { type: 'final', entry: 'passwordChangeRequested' },
  },
})
