import { useMemo, useRef, useState } from 'react'
import { useActorRef, useSelector } from '@xstate/react'
import { useNavigate } from 'react-router'
import { fromPromise, sendTo } from 'xstate'
import { AccountEndpoints, call, type LoginReply } from '@/shared/api'
import { Paths } from '@/shared/config'
import { i18n, useTranslation } from '@/shared/i18n'
import { AuthModal, Button, Tabs, TextField, useAuthModals, useDialogs, useLoaderWhile, useModals, useShowFailure, Form } from '@/shared/ui'
import { collect, hasErrors, validateByRule, validateCode, validateNewPassword, type Errors } from '@/shared/validation'
import { useFlagUrl, useModuleOn, useSystem } from '@/entities/system'
import { useSessionActor } from '@/entities/session'
import { CountryCodePicker, GetCodeButton, useDefaultDialingCode, useSmsNoLoginLogic } from '@/entities/verification'
import { forgotPasswordMachine, type EmailRequest, type EmailReset, type MobileReset } from '@machines/forgotPassword.machine.ts'

type Tab = 'email' | 'mobile'
type Field = 'username' | 'email' | 'code' | 'newPassword' | 'mobile' | 'smsCode' | 'mobilePassword'

/**
 * Forgot password (spec §2, §4, §5): e-mail and mobile tabs, shown as tabs only when
 * FORGOTPWDEMAIL3 and FORGOTPWDMOBILE3 are both on. Flow: machines/forgotPassword.machine.ts.
 */
export function ForgotPasswordPanel() {
  const flagUrl = useFlagUrl()
  const { t } = useTranslation()
  const byEmail = useModuleOn('FORGOTPWDEMAIL3')
  const byMobile = useModuleOn('FORGOTPWDMOBILE3')
  const rules = useSystem().status.info.registerValidation
  const navigate = useNavigate()
  const nav = useRef(navigate)
  nav.current = navigate
  const dialogs = useDialogs()
  const modals = useModals()
  const { openLogin: openLoginModal } = useAuthModals()
  const showFailure = useShowFailure()
  const smsLogic = useSmsNoLoginLogic()
  const session = useSessionActor()

  const logic = useMemo(
    () =>
      forgotPasswordMachine.provide({
        actors: {
          sendResetEmail: fromPromise<unknown, EmailRequest>(({ input, signal }) => call(AccountEndpoints.passwordEmail, { body: input, form: true, signal })),
          resetByEmail: fromPromise<unknown, EmailRequest & EmailReset>(({ input, signal }) =>
            call(AccountEndpoints.passwordEmailReset, { body: { username: input.username, code: input.code, newPassword: input.newPassword }, signal }),
          ),
          resetByMobile: fromPromise<LoginReply, MobileReset>(({ input, signal }) => call(AccountEndpoints.passwordVerification, { body: input, signal })),
        },
        actions: {
          reportFailure: (_, { failure }) => showFailure(failure),
          emailSent: () => dialogs.open({ title: i18n.t('common.notice'), message: i18n.t('errors.emailSent'), testId: 'email-sent' }),
          // The notice first, the login form once it is read (opened together, the form would cover it).
          passwordReset: () =>
            dialogs.open({ title: i18n.t('common.notice'), message: i18n.t('auth.forgot.done'), testId: 'password-reset', cover: false, onConfirm: () => openLoginModal() }),
          // Delivered after this step (sendTo), so the session's own steps never run inside this action.
          sessionStarted: sendTo(session, (_, { reply }: { reply: LoginReply }) => ({ type: 'session.started' as const, reply, flow: 'passwordReset' as const })),
          finished: () => {
            modals.close(AuthModal.forgotPassword)
            void nav.current(Paths.root)
          },
        },
      }),
    [dialogs, modals, openLoginModal, showFailure, session],
  )
  const actor = useActorRef(logic)
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const codeEntry = useSelector(actor, (s) => s.matches('codeEntry') || s.matches('resettingByEmail'))
  const sms = useActorRef(smsLogic)
  useLoaderWhile(busy)

  const [tab, setTab] = useState<Tab>(byEmail || !byMobile ? 'email' : 'mobile')
  const [v, setV] = useState<Record<Field, string>>({ username: '', email: '', code: '', newPassword: '', mobile: '', smsCode: '', mobilePassword: '' })
  const [dialingCode, setDialingCode] = useState('')
  const countryCode = useDefaultDialingCode(dialingCode)
  const [errors, setErrors] = useState<Errors<Field>>({})
  const set = (f: Field) => (value: string) => {
    setV((old) => ({ ...old, [f]: value }))
    setErrors((e) => ({ ...e, [f]: undefined }))
  }

  const submitEmail = () => {
    const found = collect({
      username: validateByRule(t, v.username, t('auth.field.username'), rules.username),
      email: validateByRule(t, v.email, t('auth.field.email'), rules.email),
    })
    setErrors(found)
    if (!hasErrors(found)) actor.send({ type: 'email.submitted', request: { username: v.username.trim(), email: v.email.trim() } })
  }
  const submitEmailReset = () => {
    const found = collect({
      code: validateCode(t, v.code, t('auth.field.emailCode')),
      newPassword: validateNewPassword(t, v.newPassword, t('auth.password.new')),
    })
    setErrors(found)
    if (!hasErrors(found)) actor.send({ type: 'emailReset.submitted', reset: { code: v.code.trim(), newPassword: v.newPassword } })
  }
  const mobileError = () => validateByRule(t, v.mobile, t('auth.field.mobile'), rules.mobileNum)
  const requestCode = () => {
    const error = mobileError()
    setErrors((e) => ({ ...e, mobile: error ?? undefined }))
    if (!error) sms.send({ type: 'sms.codeRequested', target: { mobileNum: v.mobile.trim(), countryDialingCode: countryCode } })
  }
  const submitMobile = () => {
    const found = collect({
      mobile: mobileError(),
      smsCode: validateCode(t, v.smsCode, t('auth.field.smsCode')),
      mobilePassword: validateNewPassword(t, v.mobilePassword, t('auth.password.new')),
    })
    setErrors(found)
    if (!hasErrors(found)) {
      actor.send({
        type: 'mobileReset.submitted',
        reset: { mobileNum: v.mobile.trim(), countryDialingCode: countryCode, verificationCode: v.smsCode.trim(), newPassword: v.mobilePassword },
      })
    }
  }
  const emailForm = codeEntry ? (
    <Form className="tl-auth__form" testId="forgot-form-code" onSubmit={submitEmailReset}>
      <p className="tl-auth__hint">{t('auth.forgot.codeHint')}</p>
      <TextField label={t('auth.field.emailCode')} inputMode="numeric" value={v.code} onChange={set('code')} error={errors.code} testId="forgot-code" autoComplete="one-time-code" maxLength={16} />
      <TextField label={t('auth.password.new')} type="password" value={v.newPassword} onChange={set('newPassword')} error={errors.newPassword} testId="forgot-new-password" autoComplete="new-password" maxLength={128} />
      <Button type="submit" isDisabled={busy} data-testid="forgot-reset">
        {t('common.submit')}
      </Button>
    </Form>
  ) : (
    <Form className="tl-auth__form" testId="forgot-form-email" onSubmit={submitEmail}>
      <TextField label={t('auth.field.username')} value={v.username} onChange={set('username')} error={errors.username} testId="forgot-username" autoComplete="username" maxLength={64} />
      <TextField label={t('auth.field.email')} type="email" inputMode="email" value={v.email} onChange={set('email')} error={errors.email} testId="forgot-email" autoComplete="email" maxLength={254} />
      <Button type="submit" isDisabled={busy} data-testid="forgot-send">
        {t('auth.forgot.sendEmail')}
      </Button>
    </Form>
  )

  const mobileForm = (
    <Form className="tl-auth__form" testId="forgot-form-mobile" onSubmit={submitMobile}>
      <div className="tl-auth__phone">
        <CountryCodePicker value={countryCode} onChange={setDialingCode} flagUrl={flagUrl} testId="forgot-country" />
        <TextField label={t('auth.field.mobile')} type="tel" inputMode="tel" value={v.mobile} onChange={set('mobile')} error={errors.mobile} testId="forgot-mobile" autoComplete="tel-national" maxLength={20} />
      </div>
      <TextField
        label={t('auth.field.smsCode')}
        inputMode="numeric"
        value={v.smsCode}
        onChange={set('smsCode')}
        error={errors.smsCode}
        testId="forgot-sms-code"
        autoComplete="one-time-code"
        maxLength={255}
        addon={<GetCodeButton actor={sms} onPress={requestCode} testId="forgot-get-code" />}
      />
      <TextField label={t('auth.password.new')} type="password" value={v.mobilePassword} onChange={set('mobilePassword')} error={errors.mobilePassword} testId="forgot-mobile-password" autoComplete="new-password" maxLength={128} />
      <Button type="submit" isDisabled={busy} data-testid="forgot-mobile-submit">
        {t('common.submit')}
      </Button>
    </Form>
  )

  return (
    <div className="tl-auth">
      {byEmail && byMobile ? (
        <Tabs
          label={t('auth.forgot.methods')}
          selectedId={tab}
          onChange={(id) => (setTab(id as Tab), setErrors({}))}
          items={[
            { id: 'email', label: t('auth.forgot.byEmail'), content: emailForm },
            { id: 'mobile', label: t('auth.forgot.byMobile'), content: mobileForm },
          ]}
        />
      ) : tab === 'mobile' ? (
        mobileForm
      ) : (
        emailForm
      )}
      <p className="tl-auth__switch">
        <Button variant="link" onPress={openLoginModal} data-testid="forgot-to-login">
          {t('auth.login.title')}
        </Button>
      </p>
    </div>
  )
}
