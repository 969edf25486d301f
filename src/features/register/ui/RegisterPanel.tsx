import { useState, type ReactNode } from 'react'
import { useActorRef, useSelector } from '@xstate/react'
import { Link, useNavigate } from 'react-router'
import { sendTo, type ActorRefFrom } from 'xstate'
import type { LoginReply } from '@/shared/api'
import { Paths } from '@/shared/config'
import { failureText, useTranslation } from '@/shared/i18n'
import { AuthModal, Button, Checkbox, Tabs, TextField, useAuthModals, useDialogs, useLoaderWhile, useModals, useShowFailure, Form } from '@/shared/ui'
import { useFlagUrl, useModuleOn, useSystem } from '@/entities/system'
import { useSessionActor } from '@/entities/session'
import { CaptchaField, CountryCodeDropdown, GetCodeButton, useDefaultDialingCode, useSmsRegisterLogic } from '@/entities/verification'
import { registerMachine, type FieldError, type RegisterField, type RegisterForm, type RegisterInput, type RegisterMethod } from '@machines/register.machine.ts'
import type { captchaMachine } from '@machines/captcha.machine.ts'
import type { smsCodeMachine } from '@machines/smsCode.machine.ts'
import { storedReferral } from '../lib/referral.ts'
import { checkRegisterForm, emptyRegisterValues, layoutFor, registerLabel } from '../lib/register-form.ts'
import { registerActors } from '../model/register.ts'

/** The machine's input from the status reply the form opens with: the tabs, each tab's fields, a stored referral code. */
function useRegisterInput(): RegisterInput {
  const mobileOn = useModuleOn('MOBILENUMREG3')
  const usernameOn = useModuleOn('USERNAMEREG3') || !mobileOn
  const modules = { smsVerify: useModuleOn('REGMOBVERF3'), mobilePassword: useModuleOn('MOBILENUMPASSREG3') }
  const rules = useSystem().status.info.registerValidation
  return {
    methods: [...(usernameOn ? ['register' as const] : []), ...(mobileOn ? ['registerMobile' as const] : [])],
    layouts: { register: layoutFor('register', rules, modules), registerMobile: layoutFor('registerMobile', rules, modules) },
    referralCode: storedReferral(),
  }
}

/**
 * The register modal's content (spec §2): by username and by mobile, as tabs when both are
 * available (USERNAMEREG3 / MOBILENUMREG3), the fields in spec order each shown and validated
 * by the server's register rules, terms agreed by default, and the log-in link.
 *
 * The flow (the open tab, the field errors, "Get code", the captcha, the chain to a new
 * account) is machines/register.machine.ts; this view renders its state and sends it events.
 * What the player types stays here, in the form, and goes to the machine on "Get code" and on
 * submit (see the machine's comment for why).
 */
/** `socialButtons`: the social sign-in, given by whoever places the panel (features do not import each other). */
export function RegisterPanel({ socialButtons }: { socialButtons?: ReactNode } = {}) {
  const flagUrl = useFlagUrl()
  const { t } = useTranslation()
  const rules = useSystem().status.info.registerValidation
  const navigate = useNavigate()
  const input = useRegisterInput()
  const dialogs = useDialogs()
  const modals = useModals()
  const { openLogin: openLoginModal } = useAuthModals()
  const showFailure = useShowFailure()
  const session = useSessionActor()
  const smsLogic = useSmsRegisterLogic()

  const [values, setValues] = useState(emptyRegisterValues)
  const [agreedTerms, setAgreedTerms] = useState(true)
  const [dialingCode, setDialingCode] = useState('')
  const countryCode = useDefaultDialingCode(dialingCode)

  // Provided on every render: @xstate/react keeps one actor (same machine config) and hands it
  // the latest implementations, so the actions close over the current navigate and form.
  const logic = registerMachine.provide({
    actors: registerActors(smsLogic),
    actions: {
      reportFailure: (_, { failure }) => showFailure(failure),
      affiliateRejected: () => dialogs.open({ title: t('common.notice'), message: t('validation.invitationCode'), testId: 'affiliate-invalid' }),
      // A new captcha image is on its way: the answer typed for the old one is spent.
      registrationFailed: () => setValues((old) => ({ ...old, captcha: '' })),
      // The session stores the reply and runs what follows any login (member info, welcome, notices).
      // Delivered after this step (sendTo), so the session's own steps never run inside this action.
      sessionStarted: sendTo(session, (_, { reply }: { reply: LoginReply }) => ({ type: 'session.started' as const, reply, flow: 'register' as const })),
      finished: () => {
        modals.close(AuthModal.register)
        void navigate(Paths.root)
      },
    },
  })
  const actor = useActorRef(logic, { input })
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const methods = useSelector(actor, (s) => s.context.methods)
  const method = useSelector(actor, (s) => s.context.method)
  const layout = useSelector(actor, (s) => s.context.layouts[s.context.method])
  const errors = useSelector(actor, (s) => s.context.errors)
  const captcha = useSelector(actor, (s) => s.children.captcha as ActorRefFrom<typeof captchaMachine> | undefined)
  const sms = useSelector(actor, (s) => s.children.smsCode as ActorRefFrom<typeof smsCodeMachine> | undefined)
  useLoaderWhile(busy)

  const form = (): RegisterForm => ({ values, countryDialingCode: countryCode, agreedTerms })
  /** The form as sent, with its check by the register rules (all shown fields, or `only` one). */
  const sent = (only?: RegisterField) => {
    const f = form()
    return { form: f, check: checkRegisterForm({ layout, form: f, only }, rules) }
  }
  /** A check's text as it is; a server refusal in the page's language (a refused field by its generic text). */
  const errorText = (error: FieldError | undefined): string | undefined =>
    !error ? undefined : 'text' in error ? error.text : error.failure.code === 'VALIDATION_FAILED' ? t('validation.accountFormat') : failureText(error.failure)
  const set = (f: RegisterField) => (value: string) => {
    setValues((old) => ({ ...old, [f]: value }))
    actor.send({ type: 'field.edited', field: f })
  }

  const text = (f: RegisterField, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField key={f} label={registerLabel(f)} value={values[f]} onChange={set(f)} error={errorText(errors[f])} testId={`reg-${f}`} maxLength={f === 'verificationCode' ? 255 : 128} {...extra} />
  )
  const termsError = errorText(errors.terms)

  const formView = (
    <Form className="tl-auth__form" testId={`register-form-${method}`} onSubmit={() => actor.send({ type: 'registration.submitted', ...sent() })}>
      {layout.username && text('username', { autoComplete: 'username' })}
      {layout.username && layout.password && text('password', { type: 'password', autoComplete: 'new-password' })}
      {layout.username && layout.password && text('confirmPassword', { type: 'password', autoComplete: 'new-password' })}
      {layout.mobile && (
        <div className="tl-auth__phone">
          <CountryCodeDropdown value={countryCode} onChange={setDialingCode} flagUrl={flagUrl} testId="reg-country" />
          {text('mobileNum', { type: 'tel', inputMode: 'tel', autoComplete: 'tel-national' })}
        </div>
      )}
      {layout.smsCode &&
        sms &&
        text('verificationCode', {
          inputMode: 'numeric',
          autoComplete: 'one-time-code',
          addon: <GetCodeButton actor={sms} onPress={() => actor.send({ type: 'sms.codeRequested', ...sent('mobileNum') })} testId="reg-get-code" />,
        })}
      {!layout.username && layout.password && text('password', { type: 'password', autoComplete: 'new-password' })}
      {!layout.username && layout.password && text('confirmPassword', { type: 'password', autoComplete: 'new-password' })}
      {layout.optional.map((f) => text(f, f === 'paymentPassword' ? { type: 'password', autoComplete: 'off' } : f === 'email' ? { type: 'email', inputMode: 'email' } : {}))}
      {layout.captcha && captcha && <CaptchaField actor={captcha} value={values.captcha} onChange={set('captcha')} error={errorText(errors.captcha)} testId="reg-captcha" />}
      <div className="tl-auth__terms">
        <Checkbox isSelected={agreedTerms} onChange={(on) => (setAgreedTerms(on), actor.send({ type: 'field.edited', field: 'terms' }))} testId="reg-terms">
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

  const tabs = methods.map((id) => ({ id, label: id === 'register' ? t('auth.register.byUsername') : t('auth.register.byMobile'), content: formView }))
  return (
    <div className="tl-auth">
      {tabs.length > 1 ? (
        <Tabs label={t('auth.register.methods')} items={tabs} selectedId={method} onChange={(id) => actor.send({ type: 'method.chosen', method: id as RegisterMethod })} />
      ) : (
        formView
      )}
      {socialButtons}
      <p className="tl-auth__switch">
        <span>{t('auth.register.haveAccount')}</span>{' '}
        <Button variant="link" onPress={openLoginModal} data-testid="register-to-login">
          {t('auth.login.title')}
        </Button>
      </p>
    </div>
  )
}
