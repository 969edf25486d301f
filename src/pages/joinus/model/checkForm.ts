import { AGENT_ACCOUNT, APPLICATION_CONTACT_RULES, APPLICATION_MESSAGE_MAX, APPLICATION_NAME_MAX, type ApplicationContactKind } from '@/shared/api'
import type { TFunction } from '@/shared/i18n'
import { validateNewPassword } from '@/shared/validation'
import type { FieldErrors as ApplicationErrors, FormFields as ApplicationForm } from '@machines/formSubmit.machine.ts'

export const EMPTY_APPLICATION = { account: '', password: '', confirm: '', name: '', contactKind: 'telegram', contact: '', message: '' } as const
export type ApplicationFields = { -readonly [K in keyof typeof EMPTY_APPLICATION]: string }

/** The form's own check, in the visitor's language (the server checks the same again). */
export function checkApplication(t: TFunction, form: ApplicationForm): ApplicationErrors {
  const errors: Record<string, string> = {}
  const account = form.account ?? ''
  if (account === '') errors.account = t('validation.required', { field: t('join.form.account') })
  else if (!AGENT_ACCOUNT.test(account)) errors.account = t('join.form.accountRule')
  const password = validateNewPassword(t, form.password ?? '', t('join.form.password'))
  if (password) errors.password = password
  if ((form.confirm ?? '') !== (form.password ?? '')) errors.confirm = t('validation.inconsistent')
  const name = (form.name ?? '').trim()
  if (name === '') errors.name = t('validation.required', { field: t('join.form.name') })
  else if ([...name].length > APPLICATION_NAME_MAX || /[<>]/.test(name)) errors.name = t('join.form.nameRule')
  const kind = (form.contactKind ?? 'telegram') as ApplicationContactKind
  const contact = (form.contact ?? '').trim()
  if (contact === '') errors.contact = t('validation.required', { field: t(`join.form.contact.${kind}`) })
  else if (!APPLICATION_CONTACT_RULES[kind]?.test(contact)) errors.contact = t(`join.form.contactRule.${kind}`)
  if ([...(form.message ?? '')].length > APPLICATION_MESSAGE_MAX) errors.message = t('join.form.messageCount', { count: [...(form.message ?? '')].length, max: APPLICATION_MESSAGE_MAX })
  return errors
}
