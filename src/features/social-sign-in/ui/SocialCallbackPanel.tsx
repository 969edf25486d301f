import { useEffect, useMemo, useRef, useState } from 'react'
import { useActorRef, useSelector } from '@xstate/react'
import { useNavigate } from 'react-router'
import { failureText, useTranslation } from '@/shared/i18n'
import { Paths } from '@/shared/config'
import { Button, TextField, useAuthModals, useLoaderWhile, useShowFailure, Form } from '@/shared/ui'
import { collect, hasErrors, required, validateByRule, type Errors } from '@/shared/validation'
import { useSystem } from '@/entities/system'
import { useSessionActor } from '@/entities/session'
import { socialSignInLogic } from '../model/social.ts'

const providerName = (provider: string) => (provider === 'google' ? 'Google' : provider === 'facebook' ? 'Facebook' : provider)

/**
 * Back from the provider (/social/callback): the server verifies the sign-in; a linked
 * identity is logged in and goes home, a new one chooses to link an existing account or to
 * register a new one, confirmed as irreversible (machines/socialSignIn.machine.ts).
 */
export function SocialCallbackPanel({ search }: { search: string }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const rules = useSystem().status.info.registerValidation
  const { openLogin: openLoginModal } = useAuthModals()
  const showFailure = useShowFailure()
  const session = useSessionActor()
  // @xstate/react keeps one actor and hands it the latest implementations.
  const logic = useMemo(() => socialSignInLogic({
    session,
    finished: () => void navigate(Paths.index, { replace: true }),
    showFailure,
  }), [session, navigate, showFailure])
  const actor = useActorRef(logic)
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const view = useSelector(actor, (s) =>
    s.matches({ choosing: 'options' }) ? 'options'
      : s.matches({ choosing: 'linkForm' }) ? 'link'
        : s.matches({ choosing: 'registerForm' }) ? 'register'
          : s.matches({ choosing: 'confirming' }) ? 'confirm'
            : s.matches('failed') ? 'failed' : 'working')
  const pending = useSelector(actor, (s) => s.context.pending)
  const choice = useSelector(actor, (s) => s.context.choice)
  const failure = useSelector(actor, (s) => s.context.failure)
  useLoaderWhile(busy)

  // The query string is sent once, even under React's double effects in development.
  const sent = useRef(false)
  useEffect(() => {
    if (sent.current) return
    sent.current = true
    actor.send({ type: 'callback.received', search })
  }, [actor, search])

  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<Errors<'username' | 'password'>>({})
  const provider = providerName(pending?.provider ?? '')

  if (view === 'failed') {
    return (
      <div className="tl-auth" data-testid="social-failed">
        <p className="tl-auth__warning" role="alert">{failure ? failureText(failure) : t('errors.unknown')}</p>
        <Button onPress={() => (void navigate(Paths.index, { replace: true }), openLoginModal())} data-testid="social-failed-login">
          {t('social.backToLogin')}
        </Button>
      </div>
    )
  }
  if (view === 'working' || !pending) {
    return <p className="tl-auth__hint" data-testid="social-working">{t('social.working')}</p>
  }

  const who = pending.email || pending.name
  const intro = (
    <p className="tl-auth__hint" data-testid="social-identity">
      {who ? t('social.signedInAs', { provider, who }) : t('social.signedIn', { provider })}
    </p>
  )

  if (view === 'options') {
    return (
      <div className="tl-auth" data-testid="social-choose">
        {intro}
        <p className="tl-auth__hint">{t('social.chooseIntro')}</p>
        <Button onPress={() => actor.send({ type: 'register.chosen' })} data-testid="social-choose-register">{t('social.chooseRegister')}</Button>
        <Button variant="secondary" onPress={() => actor.send({ type: 'link.chosen' })} data-testid="social-choose-link">{t('social.chooseLink')}</Button>
      </div>
    )
  }

  if (view === 'confirm' && choice) {
    return (
      <div className="tl-auth" data-testid="social-confirm-panel">
        <p className="tl-auth__warning" role="alert" data-testid="social-confirm-text">
          {choice.kind === 'link'
            ? t('social.confirmLink', { provider, account: choice.username })
            : t('social.confirmRegister', { provider, account: choice.username })}
        </p>
        <p className="tl-auth__hint">{t('social.irreversible')}</p>
        <div className="tl-auth__row">
          <Button variant="secondary" onPress={() => actor.send({ type: 'confirm.declined' })} data-testid="social-confirm-back">{t('common.cancel')}</Button>
          <Button isDisabled={busy} onPress={() => actor.send({ type: 'confirm.accepted' })} data-testid="social-confirm">{t('social.confirm')}</Button>
        </div>
      </div>
    )
  }

  const isLink = view === 'link'
  const submit = () => {
    const found = collect({
      username: isLink ? required(t, username, t('auth.field.username')) : validateByRule(t, username.trim(), t('auth.field.username'), rules.username),
      password: isLink ? required(t, password, t('auth.field.password')) : null,
    })
    setErrors(found)
    if (hasErrors(found)) return
    actor.send({
      type: 'choice.submitted',
      choice: isLink ? { kind: 'link', username: username.trim(), password } : { kind: 'register', username: username.trim() },
    })
    setPassword('')
  }
  return (
    <Form className="tl-auth tl-auth__form" testId={isLink ? 'social-link-form' : 'social-register-form'} onSubmit={() => submit()}>
      {intro}
      <p className="tl-auth__hint">{isLink ? t('social.linkIntro') : t('social.registerIntro')}</p>
      <TextField
        label={t('auth.field.username')}
        value={username}
        onChange={(v) => (setUsername(v), setErrors((e) => ({ ...e, username: undefined })))}
        error={errors.username}
        testId="social-username"
        autoComplete="username"
        maxLength={64}
      />
      {isLink && (
        <TextField
          label={t('auth.field.password')}
          type="password"
          value={password}
          onChange={(v) => (setPassword(v), setErrors((e) => ({ ...e, password: undefined })))}
          error={errors.password}
          testId="social-password"
          autoComplete="current-password"
          maxLength={128}
        />
      )}
      <div className="tl-auth__row">
        <Button variant="link" onPress={() => actor.send({ type: 'choice.back' })} data-testid="social-form-back">{t('social.back')}</Button>
        <Button type="submit" isDisabled={busy} data-testid="social-submit">{isLink ? t('social.link') : t('social.register')}</Button>
      </div>
    </Form>
  )
}
