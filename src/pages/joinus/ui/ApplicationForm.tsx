import { useId, useState } from 'react'
import { APPLICATION_CONTACT_KINDS, APPLICATION_MESSAGE_MAX } from '@/shared/api'
import { failureText, useTranslation } from '@/shared/i18n'
import { Button, TextField } from '@/shared/ui'
import { EMPTY_APPLICATION, type ApplicationFields } from '../model/checkForm.ts'
import type { useAgentApplication } from '../model/useApplication.ts'

type Flow = ReturnType<typeof useAgentApplication>

/** The application form (issue 39): the account and password the agent will log in with, a name and a way to reach them. */
export function ApplicationForm({ flow }: { flow: Flow }) {
  const { t } = useTranslation()
  const id = useId()
  const [form, setForm] = useState<ApplicationFields>({ ...EMPTY_APPLICATION })
  const set = (k: keyof ApplicationFields) => (v: string) => setForm((f) => ({ ...f, [k]: k === 'account' ? v.toLowerCase() : v }))
  const busy = flow.state === 'submitting'
  const kind = form.contactKind as (typeof APPLICATION_CONTACT_KINDS)[number]
  const messageLength = [...form.message].length
  return (
    <form className="tl-join__form" noValidate aria-labelledby="join-apply-title" data-testid="join-form"
      onSubmit={(e) => {
        e.preventDefault()
        flow.submit(form)
      }}>
      <div>
        <TextField label={t('join.form.account')} value={form.account} onChange={set('account')} autoComplete="username" maxLength={16} error={flow.errors.account ?? null} testId="join-account" isRequired />
        <p className="tl-join__hint">{t('join.form.accountHint')}</p>
      </div>
      <TextField label={t('join.form.password')} type="password" value={form.password} onChange={set('password')} autoComplete="new-password" maxLength={64} error={flow.errors.password ?? null} testId="join-password" isRequired />
      <TextField label={t('join.form.confirm')} type="password" value={form.confirm} onChange={set('confirm')} autoComplete="new-password" maxLength={64} error={flow.errors.confirm ?? null} testId="join-confirm" isRequired />
      <TextField label={t('join.form.name')} value={form.name} onChange={set('name')} autoComplete="name" maxLength={64} error={flow.errors.name ?? null} testId="join-name" isRequired />
      <fieldset className="tl-join__kinds-choice">
        <legend>{t('join.form.contactKind')}</legend>
        {APPLICATION_CONTACT_KINDS.map((k) => (
          <label key={k}>
            <input type="radio" name={`${id}-contact`} value={k} checked={form.contactKind === k} onChange={() => set('contactKind')(k)} data-testid={`join-contact-kind-${k}`} />
            {t(`join.form.contactKinds.${k}`)}
          </label>
        ))}
      </fieldset>
      <TextField label={t(`join.form.contact.${kind}`)} type={kind === 'email' ? 'email' : kind === 'mobile' ? 'tel' : 'text'} value={form.contact} onChange={set('contact')}
        autoComplete={kind === 'email' ? 'email' : kind === 'mobile' ? 'tel' : 'off'} maxLength={120} error={flow.errors.contact ?? null} testId="join-contact" isRequired />
      <div className="tl-field">
        <label className="tl-field__label" htmlFor={`${id}-message`}>{t('join.form.message')}</label>
        <textarea id={`${id}-message`} className="tl-join__message" value={form.message} rows={3} maxLength={APPLICATION_MESSAGE_MAX}
          aria-describedby={`${id}-count`} aria-invalid={flow.errors.message ? true : undefined} onChange={(e) => set('message')(e.target.value)} data-testid="join-message" />
        <p id={`${id}-count`} className="tl-join__hint">{t('join.form.messageCount', { count: messageLength, max: APPLICATION_MESSAGE_MAX })}</p>
      </div>
      <div>
        <Button type="submit" variant="primary" aria-busy={busy || undefined} data-testid="join-submit">
          {busy ? t('join.form.sending') : t('join.form.submit')}
        </Button>
      </div>
      {flow.state === 'failed' && (
        <p role="alert" className="tl-join__error" data-testid="join-failed">
          {failureText(flow.failure as { code: string; message: string })}{' '}
          <button type="button" className="tl-join__link" onClick={flow.retry}>{t('join.form.retry')}</button>
        </p>
      )}
    </form>
  )
}
