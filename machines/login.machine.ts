import { assign, fromPromise, sendTo, setup } from 'xstate'
import type { CallFailure, EndpointFailure, EndpointName, LoginReply, LoginRequest, LoginVerificationMethod } from '@/shared/api'
import { captchaMachine } from './captcha.machine.ts'
import { changePasswordMachine } from './changePassword.machine.ts'

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
 * On success (the `login` actor stores the login cookies), if the password is the default
 * one, or expired while PWDEXPFORCECHANGE3 is on, and the type is not sms, the login goes on
 * in `changingPassword`: the change-password machine runs as its child (`passwordChangeOpened`
 * shows its modal) and the login ends only when the password is changed. A new login may
 * replace an abandoned change. The login ends in `loggedIn`: `sessionStarted` hands the reply
 * to the session, which stores it and runs what follows every login (member info, popular
 * games, the first-login welcome, the notices: machines/afterLogin.machine.ts), then
 * `finished` (the app closes the modals and goes home) and the form is ready again.
 *
 * Actors `login`, `sendVerification`, `verifyLogin`, `captcha` (the captcha machine with its
 * loader) and `changePassword` (with its call) are provided by the app; the actions too.
 */
export interface LoginInput {
  /** PWDEXPFORCECHANGE3: an expired password must be changed (a submission may say it too). */
  readonly forceExpiredChange?: boolean
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
  /** The successful login's reply, until the session has it. */
  readonly reply: LoginReply | null
  readonly captchaRequired: boolean
  readonly failure: Failure | null
  readonly verification: LoginVerification | null
}

export type LoginEvent =
  | { type: 'credentials.submitted'; request: LoginRequest; forceExpiredChange?: boolean }
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

/** A successful login: the forced password change first when one is due (spec §4), then the session. */
const succeeded = (changeTarget: string, doneTarget: string) => {
  const reply = ({ event }: { event: { output: LoginReply } }) => event.output
  const keep = { type: 'keepReply' as const, params: reply }
  return [
    { guard: { type: 'mustChangePassword' as const, params: reply }, target: changeTarget, actions: keep },
    { target: doneTarget, actions: keep },
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
    captcha: captchaMachine,
    changePassword: changePasswordMachine,
  },
  actions: {
    keepRequest: assign(({ context, event }) => {
      const submitted = event as Extract<LoginEvent, { type: 'credentials.submitted' }>
      return { request: submitted.request, forceExpiredChange: submitted.forceExpiredChange ?? context.forceExpiredChange, failure: null, reply: null }
    }),
    keepReply: assign({ reply: (_, reply: LoginReply) => reply }),
    reportFailure: (_, _params: { failure: Failure }) => {},
    /** The forced change's form shows (its modal opens in place of the login's). */
    passwordChangeOpened: () => {},
    /** The login reply goes to the session (machines/session.machine.ts). */
    sessionStarted: (_, _params: { reply: LoginReply }) => {},
    finished: () => {},
  },
  guards: {
    mustChangePassword: ({ context }, reply: LoginReply) => mustChange(context, reply),
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
  context: ({ input }) => ({ forceExpiredChange: input?.forceExpiredChange ?? false, request: null, reply: null, captchaRequired: false, failure: null, verification: null }),
  invoke: { id: 'captcha', src: 'captcha' },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'credentials.submitted': { target: 'submitting', actions: 'keepRequest' },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ context }) => context.request!,
        onDone: succeeded('changingPassword', 'loggedIn'),
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
            onDone: succeeded('#login.changingPassword', '#login.loggedIn'),
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
    /**
     * The default or an expired password (spec §4): the login ends only once it is changed.
     * The change calls with the new login's token (the session does not have it yet).
     */
    changingPassword: {
      entry: 'passwordChangeOpened',
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ context }) => ({
          token: context.reply!.token,
          reason: context.reply!.defaultPassword ? ('default' as const) : ('expired' as const),
          oldPassword: context.request?.password ?? null,
        }),
        onDone: 'loggedIn',
      },
      on: {
        // The change was abandoned (its modal closed) and the login tried again.
        'credentials.submitted': { target: 'submitting', actions: 'keepRequest' },
      },
    },
    /** The session has the reply; the form is ready for the next login (the actor lives in the app's system). */
    loggedIn: {
      entry: [{ type: 'sessionStarted', params: ({ context }) => ({ reply: context.reply! }) }, 'finished'],
      always: { target: 'editing', actions: assign({ reply: null, request: null, captchaRequired: false, failure: null, verification: null }) },
    },
  },
})
