import type { AnyMachineSnapshot } from 'xstate'
import { registerMachine, type RegisterContext, type RegisterField, type RegisterForm, type RegisterInput, type RegisterLayout } from '../../register.machine.ts'
import type { PathModel } from '../pathCoverage.ts'
import { loginReply } from './login.model.ts'

const layout = (over: Partial<RegisterLayout>): RegisterLayout => ({ username: false, mobile: false, smsCode: false, password: true, optional: [], captcha: false, ...over })
/** Both tabs: by username (no SMS code, an affiliate code field) and by mobile with the SMS code; a captcha on both. */
export const registerInput: RegisterInput = {
  methods: ['register', 'registerMobile'],
  layouts: {
    register: layout({ username: true, optional: ['affiliateCode'], captcha: true }),
    registerMobile: layout({ mobile: true, smsCode: true, captcha: true }),
  },
  referralCode: null,
}

const empty = Object.fromEntries(
  (['username', 'password', 'confirmPassword', 'mobileNum', 'verificationCode', 'captcha', 'payeeName', 'paymentPassword', 'qqNum', 'line', 'whatsapp', 'facebook', 'wechat', 'idNumber', 'email', 'affiliateCode'] as const).map((f) => [f, '']),
) as Record<RegisterField, string>
export const registerForm = (values: Partial<Record<RegisterField, string>>): RegisterForm => ({ values: { ...empty, ...values }, countryDialingCode: '63', agreedTerms: true })
export const plainForm = registerForm({ username: 'juan01', password: 'Secret123', confirmPassword: 'Secret123', captcha: 'ab12' })
export const affiliateForm = registerForm({ username: 'juan01', password: 'Secret123', confirmPassword: 'Secret123', captcha: 'ab12', affiliateCode: 'AFF1' })
export const mobileForm = registerForm({ mobileNum: '9171234567', verificationCode: '123456', password: 'Secret123', confirmPassword: 'Secret123', captcha: 'ab12' })

export const registerModel: PathModel<typeof registerMachine> = {
  machine: registerMachine,
  input: registerInput,
  // The tab decides whether "Get code" is taken; the request whether the affiliate code is checked.
  serializeState: (s: AnyMachineSnapshot) => {
    const c = s.context as RegisterContext
    return JSON.stringify([s.value, c.method, Boolean(c.request?.user.affiliateCode)])
  },
  simplePaths: false,
  events: [
    { type: 'method.chosen', method: 'register' },
    { type: 'method.chosen', method: 'registerMobile' },
    { type: 'field.edited', field: 'username' },
    // The form check's answer goes with the form (the view runs the register rules as it sends).
    { type: 'sms.codeRequested', form: mobileForm, check: {} },
    { type: 'sms.codeRequested', form: mobileForm, check: { mobileNum: 'Digits only, 10 digits' } },
    { type: 'registration.submitted', form: plainForm, check: {} },
    { type: 'registration.submitted', form: plainForm, check: { username: 'Username cannot be empty' } },
    { type: 'registration.submitted', form: affiliateForm, check: {} },
    { type: 'xstate.done.actor.checkAffiliate', output: { valid: true } },
    { type: 'xstate.done.actor.checkAffiliate', output: { valid: false } },
    { type: 'xstate.error.actor.checkAffiliate', error: { code: 'NETWORK', message: 'Failed to fetch' } },
    { type: 'xstate.done.actor.solveBotCheck', output: 'altcha-payload' },
    { type: 'xstate.error.actor.solveBotCheck', error: { code: 'BOT_CHECK_FAILED', message: 'Bot check failed' } },
    { type: 'xstate.done.actor.register', output: loginReply() },
    { type: 'xstate.done.actor.register', output: loginReply({ firstTimeLogin: true }) },
    { type: 'xstate.error.actor.register', error: { code: 'ACCOUNT_EXISTS', message: 'The account exists' } },
    { type: 'xstate.error.actor.register', error: { code: 'CODE_INVALID', message: 'Invalid code' } },
  ],
}
