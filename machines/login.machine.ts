import { assign, fromPromise, sendTo, setup } from 'xstate'
import type { CallFailure, EndpointFailure, EndpointName, LoginReply, LoginRequest, LoginVerificationMethod } from '@/shared/api'
import { captchaMachine } from './captcha.machine.ts'

/** An actor the app provides (`machine.provide({ actors })`): the machine stays pure. */
const providedByApp = <TOutput, TInput = void>(name: string) =>
  fromPromise<TOutput, TInput>(() => Promise.reject(new Error(`${name} is provided by the app`)))

/**
 * Why a call failed: the failure the contract's client decoded (`ApiError.failure`: a declared
 * code with its typed value, UNDECLARED, NETWORK or BAD_REPLY), and the call that failed (its
 * text for a code may be its own, e.g. rememberLogin's LOGIN_FAILED).
 */
export type Failure = CallFailure & { readonly call?: EndpointName }

const toFailure = (error: unknown): Failure => {
  if (error && typeof error === 'object') {
    const { failure, call, code, message, value } = error as { failure?: CallFailure; call?: EndpointName; code?: unknown; message?: unknown; value?: unknown }
    if (failure) return call ? { ...failure, call } : failure
    // Errors raised outside the client (a provided actor's own refusal, a test's model) keep their fields.
    return { code: typeof code === 'string' ? code : 'NETWORK', message: typeof message === 'string' ? message : '', value } as Failure
  }
  return { code: 'NETWORK', message: String(error), value: undefined }
}

/** The failure's decoded value asks for the captcha (`{ captcha: true }`, spec §4). */
const asksForCaptcha = (error: unknown): boolean => {
  const failure = toFailure(error) as EndpointFailure<'login'>
  switch (failure.code) {
    case 'CAPTCHA_REQUIRED':
    case 'CAPTCHA_INVALID':
    case 'LOGIN_FAILED':
    case 'CODE_INVALID':
    case 'CODE_EXPIRED':
      return (failure.value as { captcha?: unknown } | undefined)?.captcha === true
    default:
      return false
  }
}

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

/**
 * Login from an unregistered IP (spec §4): the server offers the methods the member has set
 * up: a code sent by SMS or e-mail, the bank account name, or an authenticator app code.
 */
export interface LoginVerification {
  readonly verificationId: string
  readonly methods: readonly LoginVerificationMethod[]
  /** The method being answered, once chosen. */
  readonly method: LoginVerificationMethod | null
  /** Where the code went (masked), once sent. */
  readonly to: string | null
}

/** Methods whose code must be sent first; the others go straight to entering the answer. */
const needsSending = (method: LoginVerificationMethod): boolean => method === 'sms' || method === 'email'

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

/** The LOGIN_FAILED value (decoded by the contract) that asks for the unregistered-IP verification. */
export const verificationAsked = (error: unknown): LoginVerification | null => {
  const failure = toFailure(error) as EndpointFailure<'login'>
  // A model's or a provided actor's own error may come without a value.
  if (failure.code !== 'LOGIN_FAILED' || !failure.value || !('verification' in failure.value)) return null
  const { verificationId, methods } = failure.value
  return { verificationId, methods, method: null, to: null }
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
    sendVerification: providedByApp<{ expiredMinutes: number; to: string }, { verificationId: string; method: 'sms' | 'email' }>('sendVerification'),
    verifyLogin: providedByApp<LoginReply, { verificationId: string; method: LoginVerificationMethod; code: string; request: LoginRequest }>('verifyLogin'),
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
    /** SMS and e-mail codes are sent first; a bank name or authenticator code is typed at once. */
    methodNeedsSending: (_, method: LoginVerificationMethod) => needsSending(method),
    /** The challenge expired or was used up (CODE_EXPIRED): a new login is needed. */
    challengeGone: ({ event }) => toFailure((event as { error?: unknown }).error).code === 'CODE_EXPIRED',
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
    /**
     * Login from an unregistered IP: choose a method; SMS and e-mail send a code first, the
     * bank name and the authenticator go straight to entering the answer.
     */
    verifying: {
      initial: 'choosing',
      on: { 'verification.cancelled': { target: 'editing', actions: assign({ verification: null }) } },
      states: {
        choosing: {
          on: {
            'verification.methodChosen': [
            {
              guard: { type: 'methodNeedsSending', params: ({ event }) => event.method },
              target: 'sending',
              actions: assign({ verification: ({ context, event }) => ({ ...context.verification!, method: event.method, to: null }) }),
            },
            { target: 'answerEntry', actions: assign({ verification: ({ context, event }) => ({ ...context.verification!, method: event.method, to: null }) }) },
          ],
          },
        },
        sending: {
          tags: ['busy'],
          invoke: {
            id: 'sendVerification',
            src: 'sendVerification',
            input: ({ context }) => ({
              verificationId: context.verification!.verificationId,
              method: context.verification!.method as 'sms' | 'email',
            }),
            onDone: { target: 'answerEntry', actions: assign({ verification: ({ context, event }) => ({ ...context.verification!, to: event.output.to }) }) },
            onError: { target: 'choosing', actions: { type: 'reportFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) } },
          },
        },
        /** A sent code (SMS, e-mail), the bank account name or an authenticator code. */
        answerEntry: {
          on: {
            'verification.codeSubmitted': 'submitting',
            // Another method (or the same one again: a new code).
            'verification.methodChosen': [
            {
              guard: { type: 'methodNeedsSending', params: ({ event }) => event.method },
              target: 'sending',
              actions: assign({ verification: ({ context, event }) => ({ ...context.verification!, method: event.method, to: null }) }),
            },
            { target: 'answerEntry', actions: assign({ verification: ({ context, event }) => ({ ...context.verification!, method: event.method, to: null }) }) },
          ],
          },
        },
        submitting: {
          tags: ['busy'],
          invoke: {
            id: 'verifyLogin',
            src: 'verifyLogin',
            input: ({ context, event }) => ({
              verificationId: context.verification!.verificationId,
              method: context.verification!.method!,
              code: (event as Extract<LoginEvent, { type: 'verification.codeSubmitted' }>).code,
              request: context.request!,
            }),
            onDone: succeeded('#login.passwordChangeRequired', '#login.loadingMember'),
            onError: [
              // Too many wrong answers burn the challenge: back to the password form.
              {
                guard: 'challengeGone',
                target: '#login.editing',
                actions: [assign({ verification: null }), { type: 'reportFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) }],
              },
              { target: 'answerEntry', actions: { type: 'reportFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) } },
            ],
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
