import { useMemo, useState, type ReactNode } from 'react'
import { useActorRef, useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { useTranslation } from '@/shared/i18n'
import { Button, Checkbox, Tabs, TextField, useAuthModals, useLoaderWhile, Form } from '@/shared/ui'
import { collect, hasErrors, required, validateByRule, validateCode, type Errors } from '@/shared/validation'
import { useFlagUrl, useModuleOn, useSystem } from '@/entities/system'
import { merchantCode, readRememberedLogin } from '@/entities/session'
import { CaptchaField, CountryCodePicker, GetCodeButton, useDefaultDialingCode, useSmsNoLoginLogic } from '@/entities/verification'
import type { captchaMachine } from '@machines/captcha.machine.ts'
import { useLoginFlow, type LoginActor } from '../model/loginFlow.ts'
import { LoginVerificationForm } from './LoginVerificationForm.tsx'

type Tab = 'username' | 'sms'

/**
 * The login modal's content (spec §2): username and SMS tabs (tabs only when
 * MOBILEVERCODELOGIN3 is on), remember box, captcha when the server asks, forgot-password
 * and register links, free trial when FREEPLAY3 is on. The flow is machines/login.machine.ts,
 * the `login` actor of the app's system (src/features/login/model/login.ts provides it).
 */
/**
 * `freePlayButton` (shown when the FREEPLAY3 module is on) and `socialButtons` are given by
 * whoever places the panel: features do not import each other.
 */
export function LoginPanel(props: LoginPanelProps = {}) {
  const actor = useLoginFlow()
  // The flow's code arrives with this panel's chunk: empty only until the app's system starts it.
  return actor ? <LoginForm actor={actor} {...props} /> : null
}

interface LoginPanelProps {
  readonly freePlayButton?: ReactNode
  readonly socialButtons?: ReactNode
}

function LoginForm({ actor, freePlayButton, socialButtons }: LoginPanelProps & { readonly actor: LoginActor }) {
  const flagUrl = useFlagUrl()
  const { t } = useTranslation()
  const smsLogin = useModuleOn('MOBILEVERCODELOGIN3')
  const forceExpiredChange = useModuleOn('PWDEXPFORCECHANGE3')
  const freePlay = useModuleOn('FREEPLAY3')
  const rules = useSystem().status.info.registerValidation
  const remembered = useMemo(() => readRememberedLogin(merchantCode()), [])
  const { openForgotPassword: openForgotPasswordModal, openRegister: openRegisterModal } = useAuthModals()
  const smsLogic = useSmsNoLoginLogic()
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const captchaRequired = useSelector(actor, (s) => s.context.captchaRequired)
  const captcha = useSelector(actor, (s) => s.children.captcha as ActorRefFrom<typeof captchaMachine> | undefined)
  const sms = useActorRef(smsLogic)
  const verifying = useSelector(actor, (s) => s.matches('verifying'))
  const verification = useSelector(actor, (s) => s.context.verification)
  const answerEntry = useSelector(actor, (s) => s.matches({ verifying: 'answerEntry' }) || s.matches({ verifying: 'submitting' }))
  const [verifyCode, setVerifyCode] = useState('')
  const [verifyError, setVerifyError] = useState<string | null>(null)
  useLoaderWhile(busy)

  // The tab of the last login: the SMS cookie is there only when that was by SMS.
  const [tab, setTab] = useState<Tab>(smsLogin && remembered.sms ? 'sms' : 'username')
  const [username, setUsername] = useState(remembered.username)
  const [password, setPassword] = useState('')
  const [captchaText, setCaptchaText] = useState('')
  const [remember, setRemember] = useState(remembered.remember)
  const [dialingCode, setDialingCode] = useState(remembered.sms?.countryDialingCode ?? '')
  const [mobile, setMobile] = useState(remembered.sms?.mobileNum ?? '')
  const [code, setCode] = useState('')
  const [errors, setErrors] = useState<Errors<'username' | 'password' | 'captcha' | 'mobile' | 'code'>>({})
  const countryCode = useDefaultDialingCode(dialingCode)

  // Read on every render: a refused remembered login is dropped from the cookies.
  const current = readRememberedLogin(merchantCode())
  const hasRememberToken = current.rememberedPassword && username.trim() === current.username
  const clear = (field: keyof typeof errors) => setErrors((e) => ({ ...e, [field]: undefined }))

  const submitUsername = () => {
    const found = collect({
      username: required(t, username, t('auth.field.username')),
      password: hasRememberToken ? null : required(t, password, t('auth.field.password')),
      captcha: captchaRequired ? required(t, captchaText, t('auth.captcha')) : null,
    })
    setErrors(found)
    if (hasErrors(found)) return
    actor.send({
      type: 'credentials.submitted',
      forceExpiredChange,
      request: {
        username: username.trim(),
        password: password.trim(),
        type: 'username',
        remember,
        ...(captchaRequired ? { captcha: captchaText.trim() } : {}),
      },
    })
    setCaptchaText('')
  }

  const mobileError = () => validateByRule(t, mobile, t('auth.field.mobile'), rules.mobileNum)
  const requestCode = () => {
    const error = mobileError()
    setErrors((e) => ({ ...e, mobile: error ?? undefined }))
    if (error) return
    sms.send({ type: 'sms.codeRequested', target: { mobileNum: mobile.trim(), countryDialingCode: countryCode } })
  }
  const submitSms = () => {
    const found = collect({
      mobile: mobileError(),
      code: validateCode(t, code, t('auth.field.smsCode')),
      // The server asks for the captcha after failed logins from this address, SMS ones too.
      captcha: captchaRequired ? required(t, captchaText, t('auth.captcha')) : null,
    })
    setErrors(found)
    if (hasErrors(found)) return
    actor.send({
      type: 'credentials.submitted',
      forceExpiredChange,
      request: { username: mobile.trim(), password: code.trim(), type: 'sms', countryDialingCode: countryCode, ...(captchaRequired ? { captcha: captchaText.trim() } : {}) },
    })
    setCaptchaText('')
  }

  const usernameForm = (
    <Form className="tl-auth__form" testId="login-form-username" onSubmit={() => submitUsername()}>
      <TextField label={t('auth.field.username')} value={username} onChange={(v) => (setUsername(v), clear('username'))} error={errors.username} testId="login-username" autoComplete="username" maxLength={64} />
      <TextField
        label={t('auth.field.password')}
        type="password"
        value={password}
        onChange={(v) => (setPassword(v), clear('password'))}
        error={errors.password}
        testId="login-password"
        autoComplete="current-password"
        placeholder={hasRememberToken ? t('auth.login.remembered') : undefined}
        maxLength={128}
      />
      {captchaRequired && captcha && <CaptchaField actor={captcha} value={captchaText} onChange={(v) => (setCaptchaText(v), clear('captcha'))} error={errors.captcha} testId="login-captcha" />}
      <div className="tl-auth__row">
        <Checkbox isSelected={remember} onChange={setRemember} testId="login-remember">
          {t('auth.login.remember')}
        </Checkbox>
        <Button variant="link" onPress={openForgotPasswordModal} data-testid="login-forgot">
          {t('auth.login.forgot')}
        </Button>
      </div>
      <Button type="submit" isDisabled={busy} data-testid="login-submit">
        {t('auth.login.submit')}
      </Button>
    </Form>
  )

  const smsForm = (
    <Form className="tl-auth__form" testId="login-form-sms" onSubmit={() => submitSms()}>
      <div className="tl-auth__phone">
        <CountryCodePicker value={countryCode} onChange={setDialingCode} flagUrl={flagUrl} testId="login-country" />
        <TextField label={t('auth.field.mobile')} type="tel" inputMode="tel" value={mobile} onChange={(v) => (setMobile(v), clear('mobile'))} error={errors.mobile} testId="login-mobile" autoComplete="tel-national" maxLength={20} />
      </div>
      <TextField
        label={t('auth.field.smsCode')}
        inputMode="numeric"
        value={code}
        onChange={(v) => (setCode(v), clear('code'))}
        error={errors.code}
        testId="login-code"
        autoComplete="one-time-code"
        maxLength={255}
        addon={<GetCodeButton actor={sms} onPress={requestCode} testId="login-get-code" />}
      />
      {captchaRequired && captcha && <CaptchaField actor={captcha} value={captchaText} onChange={(v) => (setCaptchaText(v), clear('captcha'))} error={errors.captcha} testId="login-sms-captcha" />}
      <Button type="submit" isDisabled={busy} data-testid="login-submit-sms">
        {t('auth.login.submit')}
      </Button>
    </Form>
  )

  if (verifying && verification) {
    return (
      <LoginVerificationForm
        verification={verification}
        answerEntry={answerEntry}
        busy={busy}
        onChoose={(method) => (setVerifyCode(''), setVerifyError(null), actor.send({ type: 'verification.methodChosen', method }))}
        answer={verifyCode}
        error={verifyError}
        onAnswer={(v) => (setVerifyCode(v), setVerifyError(null))}
        onSubmit={() => {
          const method = verification.method
          const label = method === 'bankName' ? t('security.verify.bankNameLabel') : t('auth.verify.code')
          const error = method === 'bankName' ? required(t, verifyCode, label) : validateCode(t, verifyCode, label)
          setVerifyError(error)
          if (!error) actor.send({ type: 'verification.codeSubmitted', code: verifyCode.trim() })
        }}
        onBack={() => actor.send({ type: 'verification.cancelled' })}
      />
    )
  }

  return (
    <div className="tl-auth">
      {smsLogin ? (
        <Tabs
          label={t('auth.login.methods')}
          selectedId={tab}
          onChange={(id) => (setTab(id as Tab), setErrors({}))}
          items={[
            { id: 'username', label: t('auth.login.byUsername'), content: usernameForm },
            { id: 'sms', label: t('auth.login.bySms'), content: smsForm },
          ]}
        />
      ) : (
        usernameForm
      )}
      {freePlay && freePlayButton}
      {socialButtons}
      <p className="tl-auth__switch">
        <span>{t('auth.login.noAccount')}</span>{' '}
        <Button variant="link" onPress={openRegisterModal} data-testid="login-to-register">
          {t('auth.register.title')}
        </Button>
      </p>
    </div>
  )
}
