import { and, assign, enqueueActions, fromPromise, sendTo, setup } from 'xstate'
import type { CallFailure, EndpointFailure, EndpointName, LoginReply, RegistrationUser } from '@/shared/api'
import { captchaMachine } from './captcha.machine.ts'
import { smsCodeMachine, type SmsTarget } from './smsCode.machine.ts'

/** An actor the app provides (`machine.provide({ actors })`): the machine stays pure. */
const providedByApp = <TOutput, TInput = void>(name: string) =>
  fromPromise<TOutput, TInput>(() => Promise.reject(new Error(`${name} is provided by the app`)))

/**
 * Registration (spec §2 register modal, §4, §5), the whole chain up to the successful reply:
 *
 * - The form opens on the first tab the site offers (by username, by mobile); the captcha
 *   image loads when the register rules show a captcha (the invoked `captcha` child).
 * - "Get code" (`sms.codeRequested`), on a tab that shows the SMS code (REGMOBVERF3): the
 *   mobile number must pass its rule, then the invoked `smsCode` child runs its bot check,
 *   sends the code and counts down. On a tab without the code field the request is ignored.
 * - Submit (`registration.submitted`): every shown field must pass the server's register rules;
 *   then the optional affiliate-code check (an invalid code shows the invitation-code error, `affiliateRejected`) → bot check
 *   (ALTCHA) → register (the SMS code, when shown, is checked by the server here) → the reply
 *   handed to the session (`sessionStarted`: it stores it and runs what follows any login) →
 *   `finished` (close, go to /).
 * - A refused registration goes back to the form with the failure the contract decoded put
 *   where the player looks for it (`refusalShown`): the fields a VALIDATION_FAILED names under
 *   those fields, a wrong or expired SMS code under the code field, a refused captcha under the
 *   captcha; anything else is reported (`reportFailure`). A used captcha is spent, so every
 *   refused registration loads a new one.
 *
 * The field values stay in the form (the view) until they are sent: keystrokes are not flow,
 * and sending each one would run the machine and every selector on it for nothing. The
 * machine receives the whole form on "Get code" and on submit, the two moments its decisions
 * need it, with the form check's answer (`check`: the register rules, a pure function of the
 * form the view runs as it sends), and keeps the sent form only for the chain it starts.
 */
export type RegisterMethod = 'register' | 'registerMobile'

/** The optional fields of spec §2 point 5, in order (the captcha comes last, apart). */
export type OptionalField = 'payeeName' | 'paymentPassword' | 'qqNum' | 'line' | 'whatsapp' | 'facebook' | 'wechat' | 'idNumber' | 'email' | 'affiliateCode'
/** Every field the form can show. */
export type RegisterField = 'username' | 'password' | 'confirmPassword' | 'mobileNum' | 'verificationCode' | 'captcha' | OptionalField
/** A field, or the terms box. */
export type FormPart = RegisterField | 'terms'

/** What one tab shows (spec §2): from the whitelabel modules and the register rules. */
export interface RegisterLayout {
  readonly username: boolean
  readonly mobile: boolean
  /** The SMS verification code with "Get code" (REGMOBVERF3 on a tab that shows the mobile). */
  readonly smsCode: boolean
  readonly password: boolean
  readonly optional: readonly OptionalField[]
  readonly captcha: boolean
}

export interface RegisterInput {
  /** The tabs the site offers, in order (USERNAMEREG3, MOBILENUMREG3); the first opens first. */
  readonly methods: readonly RegisterMethod[]
  readonly layouts: Readonly<Record<RegisterMethod, RegisterLayout>>
  /** A referral link's code (spec §3): it stands in for an untyped affiliate code. */
  readonly referralCode: string | null
}

/** What the form holds when it is sent. */
export interface RegisterForm {
  readonly values: Readonly<Record<RegisterField, string>>
  readonly countryDialingCode: string
  readonly agreedTerms: boolean
}

/** What the form sends: the user without the bot check and the page it runs on, and the method (tab). */
export interface RegistrationRequest {
  readonly method: RegisterMethod
  readonly user: Omit<RegistrationUser, 'altcha' | 'registerUrl' | 'domain'>
}

/**
 * Why a call failed: the failure the contract's client decoded (`ApiError.failure`: a declared
 * code with its typed value, UNDECLARED, NETWORK or BAD_REPLY), and the call that failed.
 */
export type Failure = CallFailure & { readonly call?: EndpointName }

/**
 * What is wrong with one part of the form: the form check's text (in the page's language), or
 * the server's decoded refusal of it (the view words it).
 */
export type FieldError = { readonly text: string } | { readonly failure: Failure }
export type FieldErrors = Partial<Record<FormPart, FieldError>>
/** The form check's answer: the text for each part that fails (none: the form is good). */
export type FieldTexts = Partial<Record<FormPart, string>>

export interface RegisterContext extends RegisterInput {
  readonly method: RegisterMethod
  readonly form: RegisterForm | null
  readonly errors: FieldErrors
  readonly request: RegistrationRequest | null
  readonly altcha: string | null
}

export type RegisterEvent =
  | { type: 'method.chosen'; method: RegisterMethod }
  | { type: 'field.edited'; field: FormPart }
  | { type: 'sms.codeRequested'; form: RegisterForm; check: FieldTexts }
  | { type: 'registration.submitted'; form: RegisterForm; check: FieldTexts }

const toFailure = (error: unknown): Failure => {
  if (error && typeof error === 'object') {
    const { failure, call, code, message, value } = error as { failure?: CallFailure; call?: EndpointName; code?: unknown; message?: unknown; value?: unknown }
    if (failure) return call ? { ...failure, call } : failure
    // Errors raised outside the client (a provided actor's own refusal, a test's model) keep their fields.
    return { code: typeof code === 'string' ? code : 'NETWORK', message: typeof message === 'string' ? message : '', value } as Failure
  }
  return { code: 'NETWORK', message: String(error), value: undefined }
}

const layoutOf = (context: RegisterContext): RegisterLayout => context.layouts[context.method]

/** The user the register call sends (spec §2): the shown fields, trimmed; the mobile number is the username on the mobile tab. */
const registrationOf = (context: RegisterContext, form: RegisterForm): RegistrationRequest => {
  const layout = layoutOf(context)
  const v = form.values
  const typed = (f: RegisterField) => (v[f].trim() === '' ? {} : { [f]: v[f].trim() })
  const referral = context.referralCode
  return {
    method: context.method,
    user: {
      username: layout.username ? v.username.trim() : v.mobileNum.trim(),
      password: layout.password ? v.password : '',
      confirmPassword: layout.password ? v.confirmPassword : '',
      ...(layout.mobile ? typed('mobileNum') : {}),
      ...(layout.smsCode ? typed('verificationCode') : {}),
      ...Object.assign({}, ...layout.optional.map(typed)),
      ...(layout.captcha ? typed('captcha') : {}),
      // A referral link's code stands in for an untyped affiliate code (checked like a typed one).
      ...(referral && v.affiliateCode.trim() === '' ? { referralCode: referral, ...(layout.optional.includes('affiliateCode') ? { affiliateCode: referral } : {}) } : {}),
      login: true,
      ...(layout.mobile ? { countryDialingCode: form.countryDialingCode } : {}),
      registerMethod: 'WEB',
      agreedTerms: form.agreedTerms,
    },
  }
}

/** The parts of the form a refused registration belongs under, read off the decoded failure (none: it is reported). */
const refusedParts = (context: RegisterContext, failure: Failure): FormPart[] => {
  const layout = layoutOf(context)
  const f = failure as EndpointFailure<'registerMobile'>
  switch (f.code) {
    case 'VALIDATION_FAILED':
      // Only the fields this form shows: a refusal of another one is reported.
      return [...new Set((f.value?.fields ?? []).map(({ field }) => field))].filter((field): field is RegisterField => context.form !== null && field in context.form.values)
    case 'CODE_INVALID':
    case 'CODE_EXPIRED':
      return layout.smsCode ? ['verificationCode'] : []
    case 'CAPTCHA_REQUIRED':
    case 'CAPTCHA_INVALID':
      return layout.captcha && f.value.captcha ? ['captcha'] : []
    default:
      return []
  }
}

const checkedErrors = (texts: FieldTexts): FieldErrors =>
  Object.fromEntries(Object.entries(texts).filter(([, text]) => text).map(([part, text]) => [part, { text: text! }]))

const isEmpty = (texts: FieldTexts) => Object.values(texts).every((text) => !text)

export const registerMachine = setup({
  types: {
    input: {} as RegisterInput,
    context: {} as RegisterContext,
    events: {} as RegisterEvent,
  },
  actors: {
    captcha: captchaMachine,
    smsCode: smsCodeMachine,
    checkAffiliate: providedByApp<{ valid: boolean }, { code: string }>('checkAffiliate'),
    solveBotCheck: providedByApp<string>('solveBotCheck'),
    register: providedByApp<LoginReply, RegistrationRequest & { altcha: string }>('register'),
  },
  actions: {
    // The two enqueueActions name their types: inferred, they would refer to this setup() itself.
    /** The captcha image loads when the form shows one (a new one after each refused registration: a used captcha is spent). */
    captchaAskedIfShown: enqueueActions<RegisterContext, RegisterEvent, undefined, RegisterEvent, never, never, never, never, never>(({ context, enqueue }) => {
      if (layoutOf(context).captcha) enqueue.sendTo('captcha', { type: 'captcha.requested' })
    }),
    /** The failure under the part of the form it names; a failure of no shown part is reported. */
    refusalShown: enqueueActions<RegisterContext, RegisterEvent, { failure: Failure }, RegisterEvent, never, { type: 'reportFailure'; params: { failure: Failure } }, never, never, never>(({ context, enqueue }, { failure }) => {
      const parts = refusedParts(context, failure)
      if (parts.length === 0) enqueue({ type: 'reportFailure', params: { failure } })
      else enqueue.assign({ errors: Object.fromEntries(parts.map((part) => [part, { failure }])) })
    }),
    /** A submitted form that passed its check: kept, with the request it makes, for the chain it starts. */
    formSent: assign(({ context, event }) => (event.type === 'registration.submitted' ? { form: event.form, request: registrationOf(context, event.form), errors: {} } : {})),
    reportFailure: (_, _params: { failure: Failure }) => {},
    affiliateRejected: () => {},
    /** The registration was refused: the captcha answer typed is spent (the view clears it). */
    registrationFailed: () => {},
    sessionStarted: (_, _params: { reply: LoginReply }) => {},
    finished: () => {},
  },
  guards: {
    /** The open tab shows the SMS code (REGMOBVERF3 and a mobile field). */
    smsAsked: ({ context }) => layoutOf(context).smsCode,
    /** The form check sent with the form found a part that fails. */
    formFailed: ({ event }) => 'check' in event && !isEmpty(event.check),
    hasAffiliateCode: (_, request: RegistrationRequest) => (request.user.affiliateCode ?? '').trim() !== '',
    affiliateValid: (_, output: { valid: boolean }) => output.valid,
  },
}).createMachine({
  id: 'register',
  context: ({ input }) => ({ ...input, method: input.methods[0] ?? 'register', form: null, errors: {}, request: null, altcha: null }),
  invoke: [
    { id: 'captcha', src: 'captcha' },
    // Idle until "Get code" on a tab that shows the SMS code; it keeps counting down across tabs and failures.
    { id: 'smsCode', src: 'smsCode' },
  ],
  entry: 'captchaAskedIfShown',
  initial: 'editing',
  states: {
    editing: {
      on: {
        // Typing in a field clears its error.
        'field.edited': { actions: assign({ errors: ({ context, event }) => ({ ...context.errors, [event.field]: undefined }) }) },
        'method.chosen': { actions: assign({ method: ({ event }) => event.method, errors: {} }) },
        // "Get code": a number its rule refuses is said under the field; a good one goes to the SMS child.
        'sms.codeRequested': [
          { guard: and(['smsAsked', 'formFailed']), actions: assign({ errors: ({ context, event }) => ({ ...context.errors, ...checkedErrors(event.check) }) }) },
          {
            guard: 'smsAsked',
            actions: [
              assign({ errors: ({ context }) => ({ ...context.errors, mobileNum: undefined }) }),
              sendTo('smsCode', ({ event }): { type: 'sms.codeRequested'; target: SmsTarget } => ({
                type: 'sms.codeRequested',
                target: { mobileNum: event.form.values.mobileNum.trim(), countryDialingCode: event.form.countryDialingCode },
              })),
            ],
          },
        ],
        // Submit: a form the check refuses shows its errors; a good one starts the chain.
        'registration.submitted': [
          { guard: 'formFailed', actions: assign({ errors: ({ event }) => checkedErrors(event.check) }) },
          { guard: { type: 'hasAffiliateCode', params: ({ context, event }) => registrationOf(context, event.form) }, target: 'checkingAffiliate', actions: 'formSent' },
          { target: 'botCheck', actions: 'formSent' },
        ],
      },
    },
    checkingAffiliate: {
      tags: ['busy'],
      invoke: {
        id: 'checkAffiliate',
        src: 'checkAffiliate',
        input: ({ context }) => ({ code: context.request?.user.affiliateCode ?? '' }),
        onDone: [
          { guard: { type: 'affiliateValid', params: ({ event }) => event.output }, target: 'botCheck' },
          { target: 'editing', actions: 'affiliateRejected' },
        ],
        onError: { target: 'editing', actions: { type: 'reportFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) } },
      },
    },
    botCheck: {
      tags: ['busy'],
      invoke: {
        id: 'solveBotCheck',
        src: 'solveBotCheck',
        onDone: { target: 'registering', actions: assign({ altcha: ({ event }) => event.output }) },
        onError: { target: 'editing', actions: { type: 'reportFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) } },
      },
    },
    registering: {
      tags: ['busy'],
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ context }) => ({ ...context.request!, altcha: context.altcha ?? '' }),
        onDone: { target: 'registered', actions: { type: 'sessionStarted', params: ({ event }) => ({ reply: event.output }) } },
        onError: {
          target: 'editing',
          actions: [assign({ altcha: null }), 'registrationFailed', 'captchaAskedIfShown', { type: 'refusalShown', params: ({ event }) => ({ failure: toFailure(event.error) }) }],
        },
      },
    },
    registered: { type: 'final', entry: 'finished' },
  },
})
