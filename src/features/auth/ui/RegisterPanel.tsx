import '../auth.css'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useActorRef, useSelector } from '@xstate/react'
import { Link, useNavigate } from 'react-router'
import { fromPromise } from 'xstate'
import type { TFunction } from 'i18next'
import { Endpoints, call, type EndpointFailure, type LoginReply, type RegisterValidation, type RegistrationUser } from '@/shared/api'
import { Paths } from '@/shared/config'
import { i18n, useTranslation } from '@/shared/i18n'
import { Button, Checkbox, Tabs, TextField, dialogs, modals, useLoaderWhile, Form } from '@/shared/ui'
import { useModuleOn, useSystem } from '@/entities/system'
import { AuthModal, openLoginModal, useSessionActor } from '@/entities/session'
import { registerMachine, type RegisterMethod, type RegistrationRequest } from '@machines/register.machine.ts'
import { solveBotCheck } from '../api/botCheck.ts'
import { showFailure } from '../lib/failure.ts'
import { storedReferral } from '../lib/referral.ts'
import { captchaLogic, smsRegisterLogic } from '../model/flows.ts'
import { collect, hasErrors, required, validateByRule, validateCode, type Errors } from '../lib/validation.ts'
import { CaptchaField, CountryCodeDropdown, GetCodeButton, useDefaultDialingCode } from './parts.tsx'
import { SocialButtons } from './SocialButtons.tsx'

/** The optional fields of spec §2 point 5, in order (the captcha comes last, apart). */
const OPTIONAL = ['payeeName', 'paymentPassword', 'qqNum', 'line', 'whatsapp', 'facebook', 'wechat', 'idNumber', 'email', 'affiliateCode'] as const
type Optional = (typeof OPTIONAL)[number]
type Field = 'username' | 'password' | 'confirmPassword' | 'mobileNum' | 'verificationCode' | 'captcha' | Optional

const empty = (): Record<Field, string> => ({
  username: '', password: '', confirmPassword: '', mobileNum: '', verificationCode: '', captcha: '',
  payeeName: '', paymentPassword: '', qqNum: '', line: '', whatsapp: '', facebook: '', wechat: '', idNumber: '', email: '', affiliateCode: '',
})

/** What each tab shows (spec §2): the flags come from the whitelabel modules and the register rules. */
export interface RegisterLayout {
  readonly username: boolean
  readonly mobile: boolean
  readonly smsCode: boolean
  readonly password: boolean
  readonly optional: readonly Optional[]
  readonly captcha: boolean
}

export function layoutFor(method: RegisterMethod, rules: RegisterValidation, modules: { smsVerify: boolean; mobilePassword: boolean }): RegisterLayout {
  const mobile = method === 'registerMobile' || rules.mobileNum.enabled
  return {
    username: method === 'register',
    mobile,
    smsCode: mobile && modules.smsVerify,
    password: method === 'register' || modules.mobilePassword,
    optional: OPTIONAL.filter((f) => rules[f].enabled),
    captcha: rules.captcha.enabled,
  }
}

/** Validation of spec §5: always required username, password, confirmation, mobile, SMS code, payment password; the rest as configured. */
export function validateRegistration(t: TFunction, v: Record<Field, string>, layout: RegisterLayout, rules: RegisterValidation, labels: Record<Field, string>): Errors<Field> {
  const entries: Partial<Record<Field, string | null>> = {}
  if (layout.username) entries.username = validateByRule(t, v.username, labels.username, rules.username)
  if (layout.password) {
    entries.password = validateByRule(t, v.password, labels.password, rules.password)
    entries.confirmPassword = required(t, v.confirmPassword, labels.confirmPassword) ?? (v.confirmPassword !== v.password ? t('validation.inconsistent') : null)
  }
  if (layout.mobile) entries.mobileNum = validateByRule(t, v.mobileNum, labels.mobileNum, rules.mobileNum)
  if (layout.smsCode) entries.verificationCode = validateCode(t, v.verificationCode, labels.verificationCode)
  for (const f of layout.optional) entries[f] = validateByRule(t, v[f], labels[f], rules[f], f === 'paymentPassword' || rules[f].required)
  if (layout.captcha) entries.captcha = validateByRule(t, v.captcha, labels.captcha, rules.captcha, true)
  return collect(entries as Record<Field, string | null>)
}

const FIELDS = new Set<string>(Object.keys(empty()))
const isField = (name: string): name is Field => FIELDS.has(name)
/** The fields a VALIDATION_FAILED reply names (its decoded `{ fields }`), each with a generic text. */
function serverFieldErrors(failure: EndpointFailure<'register' | 'registerMobile'>): Errors<Field> {
  if (failure.code !== 'VALIDATION_FAILED' || !failure.value) return {}
  const out: Errors<Field> = {}
  for (const { field } of failure.value.fields) {
    if (isField(field) && !out[field]) out[field] = i18n.t('validation.accountFormat')
  }
  return out
}

/**
 * The register modal's content (spec §2): by username and by mobile, as tabs when both are
 * available (USERNAMEREG3 / MOBILENUMREG3), the fields in spec order each shown and validated
 * by the server's register rules, terms agreed by default, and the log-in link.
 * Flow: machines/register.machine.ts.
 */
export function RegisterPanel() {
  const { t } = useTranslation()
  const mobileOn = useModuleOn('MOBILENUMREG3')
  const usernameOn = useModuleOn('USERNAMEREG3') || !mobileOn
  const smsVerify = useModuleOn('REGMOBVERF3')
  const mobilePassword = useModuleOn('MOBILENUMPASSREG3')
  const rules = useSystem().status.info.registerValidation
  const navigate = useNavigate()
  const nav = useRef(navigate)
  const session = useSessionActor()
  nav.current = navigate

  const [method, setMethod] = useState<RegisterMethod>(usernameOn ? 'register' : 'registerMobile')
  const layout = layoutFor(method, rules, { smsVerify, mobilePassword })
  const [v, setV] = useState(empty)
  const [agreed, setAgreed] = useState(true)
  const [termsError, setTermsError] = useState<string | null>(null)
  const [errors, setErrors] = useState<Errors<Field>>({})
  const [dialingCode, setDialingCode] = useState('')
  const countryCode = useDefaultDialingCode(dialingCode)

  const captcha = useActorRef(captchaLogic)
  const sms = useActorRef(smsRegisterLogic)
  useEffect(() => {
    if (rules.captcha.enabled) captcha.send({ type: 'captcha.requested' })
  }, [captcha, rules.captcha.enabled])

  const logic = useMemo(
    () =>
      registerMachine.provide({
        actors: {
          checkAffiliate: fromPromise<{ valid: boolean }, { code: string }>(({ input, signal }) => call(Endpoints.affiliate, { query: { code: input.code, domain: window.location.host }, signal })),
          solveBotCheck: fromPromise<string, void>(({ signal }) => solveBotCheck(signal)),
          register: fromPromise<LoginReply, RegistrationRequest & { altcha: string }>(async ({ input, signal }) => {
            const endpoint = input.method === 'registerMobile' ? Endpoints.registerMobile : Endpoints.register
            return call(endpoint, { body: { ...input.user, altcha: input.altcha }, signal })
          }),
        },
        actions: {
          reportFailure: (_, { failure }) => {
            // The server's field errors (VALIDATION_FAILED) go under their fields when it names them.
            // VALIDATION_FAILED carries the same decoded `{ fields }` on every call the machine makes.
            const fields = serverFieldErrors(failure as EndpointFailure<'register' | 'registerMobile'>)
            if (Object.keys(fields).length > 0) setErrors(fields)
            else showFailure(failure)
          },
          affiliateRejected: () => dialogs.open({ title: i18n.t('common.notice'), message: i18n.t('validation.invitationCode'), testId: 'affiliate-invalid' }),
          registrationFailed: () => {
            if (rules.captcha.enabled) captcha.send({ type: 'captcha.requested' })
          },
          sessionStarted: (_, { reply }) => session.send({ type: 'session.started', reply, flow: 'register' }),
          finished: () => {
            modals.close(AuthModal.register)
            void nav.current(Paths.root)
          },
        },
      }),
    [captcha, rules.captcha.enabled, session],
  )
  const actor = useActorRef(logic)
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  useLoaderWhile(busy)

  const labels: Record<Field, string> = {
    username: t('auth.field.username'), password: t('auth.field.password'), confirmPassword: t('auth.field.confirmPassword'),
    mobileNum: t('auth.field.mobile'), verificationCode: t('auth.field.smsCode'), captcha: t('auth.captcha'),
    payeeName: t('auth.field.payeeName'), paymentPassword: t('auth.field.paymentPassword'), qqNum: t('auth.field.qqNum'), line: t('auth.field.line'),
    whatsapp: t('auth.field.whatsapp'), facebook: t('auth.field.facebook'), wechat: t('auth.field.wechat'), idNumber: t('auth.field.idNumber'),
    email: t('auth.field.email'), affiliateCode: t('auth.field.affiliateCode'),
  }
  const set = (f: Field) => (value: string) => {
    setV((old) => ({ ...old, [f]: value }))
    setErrors((e) => ({ ...e, [f]: undefined }))
  }

  const requestCode = () => {
    const error = validateByRule(t, v.mobileNum, labels.mobileNum, rules.mobileNum)
    setErrors((e) => ({ ...e, mobileNum: error ?? undefined }))
    if (!error) sms.send({ type: 'sms.codeRequested', target: { mobileNum: v.mobileNum.trim(), countryDialingCode: countryCode } })
  }

  const submit = () => {
    const found = validateRegistration(t, v, layout, rules, labels)
    setErrors(found)
    setTermsError(agreed ? null : t('auth.register.termsRequired'))
    if (hasErrors(found) || !agreed) return
    const referral = storedReferral()
    const pick = (f: Field) => (v[f].trim() === '' ? {} : { [f]: v[f].trim() })
    const user: Omit<RegistrationUser, 'altcha'> = {
      ...(layout.username ? { username: v.username.trim() } : { username: v.mobileNum.trim() }),
      password: layout.password ? v.password : '',
      confirmPassword: layout.password ? v.confirmPassword : '',
      ...(layout.mobile ? pick('mobileNum') : {}),
      ...(layout.smsCode ? pick('verificationCode') : {}),
      ...Object.assign({}, ...layout.optional.map(pick)),
      ...(layout.captcha ? pick('captcha') : {}),
      // A referral link's code stands in for an untyped affiliate code (checked like a typed one).
      ...(referral && v.affiliateCode.trim() === '' ? { referralCode: referral, ...(layout.optional.includes('affiliateCode') ? { affiliateCode: referral } : {}) } : {}),
      login: true,
      ...(layout.mobile ? { countryDialingCode: countryCode } : {}),
      registerUrl: window.location.href,
      registerMethod: 'WEB',
      domain: window.location.host,
      agreedTerms: true,
    }
    actor.send({ type: 'registration.submitted', request: { method, user } })
  }

  const text = (f: Field, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField key={f} label={labels[f]} value={v[f]} onChange={set(f)} error={errors[f]} testId={`reg-${f}`} maxLength={f === 'verificationCode' ? 255 : 128} {...extra} />
  )

  const form = (
    <Form className="tl-auth__form" testId={`register-form-${method}`} onSubmit={() => submit()}>
      {layout.username && text('username', { autoComplete: 'username' })}
      {layout.username && layout.password && text('password', { type: 'password', autoComplete: 'new-password' })}
      {layout.username && layout.password && text('confirmPassword', { type: 'password', autoComplete: 'new-password' })}
      {layout.mobile && (
        <div className="tl-auth__phone">
          <CountryCodeDropdown value={countryCode} onChange={setDialingCode} testId="reg-country" />
          {text('mobileNum', { type: 'tel', inputMode: 'tel', autoComplete: 'tel-national' })}
        </div>
      )}
      {layout.smsCode && text('verificationCode', { inputMode: 'numeric', autoComplete: 'one-time-code', addon: <GetCodeButton actor={sms} onPress={requestCode} testId="reg-get-code" /> })}
      {!layout.username && layout.password && text('password', { type: 'password', autoComplete: 'new-password' })}
      {!layout.username && layout.password && text('confirmPassword', { type: 'password', autoComplete: 'new-password' })}
      {layout.optional.map((f) => text(f, f === 'paymentPassword' ? { type: 'password', autoComplete: 'off' } : f === 'email' ? { type: 'email', inputMode: 'email' } : {}))}
      {layout.captcha && <CaptchaField actor={captcha} value={v.captcha} onChange={set('captcha')} error={errors.captcha} testId="reg-captcha" />}
      <div className="tl-auth__terms">
        <Checkbox isSelected={agreed} onChange={(on) => (setAgreed(on), setTermsError(null))} testId="reg-terms">
          {t('auth.register.terms')}
        </Checkbox>
        <Link to={Paths.help} onClick={() => modals.close(AuthModal.register)}>
          {t('page.help.title')}
        </Link>
      </div>
      {termsError && (
        <p className="tl-field__error" role="alert" data-testid="reg-terms-error">
          {termsError}
        </p>
      )}
      <Button type="submit" isDisabled={busy} data-testid="reg-submit">
        {t('auth.register.submit')}
      </Button>
    </Form>
  )

  const methods = [
    ...(usernameOn ? [{ id: 'register', label: t('auth.register.byUsername'), content: form }] : []),
    ...(mobileOn ? [{ id: 'registerMobile', label: t('auth.register.byMobile'), content: form }] : []),
  ]
  return (
    <div className="tl-auth">
      {methods.length > 1 ? (
        <Tabs label={t('auth.register.methods')} items={methods} selectedId={method} onChange={(id) => (setMethod(id as RegisterMethod), setErrors({}))} />
      ) : (
        form
      )}
      <SocialButtons />
      <p className="tl-auth__switch">
        <span>{t('auth.register.haveAccount')}</span>{' '}
        <Button variant="link" onPress={openLoginModal} data-testid="register-to-login">
          {t('auth.login.title')}
        </Button>
      </p>
    </div>
  )
}
