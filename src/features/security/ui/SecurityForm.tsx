import { useState } from 'react'
import { useActorRef, useSelector } from '@xstate/react'
import type { SecurityInfo } from '@/shared/api'
import { useTranslation } from '@/shared/i18n'
import { Button, TextField, useLoaderWhile, Form } from '@/shared/ui'
import { securityFormMachine } from '@machines/securityForm.machine.ts'
import { removeAuthenticator, saveBirthday, savePayeeName } from '../api/security.ts'
import { codeText, requiredText, useShowFailure } from '../lib/failure.ts'

type Kind = 'bankName' | 'birthday' | 'removeAuthenticator'
const calls = { bankName: savePayeeName, birthday: saveBirthday, removeAuthenticator }
const DATE = /^\d{4}-\d{2}-\d{2}$/

/**
 * One field, one call: the bank account name or the date of birth (each set once), or a code
 * to remove the authenticator.
 */
export function SecurityForm({ kind, onDone }: { kind: Kind; onDone: (info: SecurityInfo) => void }) {
  const { t } = useTranslation()
  const showFailure = useShowFailure()
  // Provided on every render: @xstate/react keeps the one actor and hands it these
  // implementations, so `finished` reaches the current `onDone`.
  const logic = securityFormMachine.provide({
    actors: { submit: calls[kind] },
    actions: { reportFailure: (_, { failure }) => showFailure(failure), finished: (_, { info }) => onDone(info as SecurityInfo) },
  })
  const actor = useActorRef(logic)
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const [value, setValue] = useState('')
  const [error, setError] = useState<string | null>(null)
  useLoaderWhile(busy)
  const bankName = kind === 'bankName'
  const birthday = kind === 'birthday'
  const label = bankName ? t('security.center.bankName') : birthday ? t('security.center.birthday') : t('security.bind.code')
  const check = (): string | null => {
    if (bankName) return requiredText(value, label) ?? (/^[\p{L} ]{2,50}$/u.test(value.trim()) ? null : t('validation.realName'))
    if (birthday) return requiredText(value, label) ?? (DATE.test(value.trim()) ? null : t('security.bind.birthdayFormat'))
    return codeText(value, label)
  }

  return (
    <Form className="tl-security__form" testId={`security-form-${kind}`} onSubmit={() => {
      const found = check()
      setError(found)
      if (!found) actor.send({ type: 'form.submitted', value: value.trim() })
    }}>
      <p className="tl-security__hint">{bankName ? t('security.bind.bankNameWarning') : birthday ? t('security.bind.birthdayWarning') : t('security.bind.removeHint')}</p>
      <TextField
        label={label}
        inputMode={bankName ? 'text' : 'numeric'}
        placeholder={birthday ? 'yyyy-MM-dd' : undefined}
        value={value}
        onChange={(v) => (setValue(v), setError(null))}
        error={error}
        testId="security-form-value"
        autoComplete={bankName ? 'name' : birthday ? 'bday' : 'one-time-code'}
        maxLength={bankName ? 50 : birthday ? 10 : 6}
      />
      <Button type="submit" isDisabled={busy} data-testid="security-form-submit">
        {t('security.bind.confirm')}
      </Button>
    </Form>
  )
}
