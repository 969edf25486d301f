import { useState } from 'react'
import { useActorRef, useSelector } from '@xstate/react'
import type { SecurityInfo } from '@/shared/api'
import { useTranslation } from '@/shared/i18n'
import { Button, TextField, useLoaderWhile, Form } from '@/shared/ui'
import { securityFormMachine } from '@machines/securityForm.machine.ts'
import { removeAuthenticator, savePayeeName } from '../api/security.ts'
import { codeText, requiredText, useShowFailure } from '../lib/failure.ts'

/**
 * One field, one call: the bank account name (set once) or a code to remove the
 * authenticator.
 */
export function SecurityForm({ kind, onDone }: { kind: 'bankName' | 'removeAuthenticator'; onDone: (info: SecurityInfo) => void }) {
  const { t } = useTranslation()
  const showFailure = useShowFailure()
  // Provided on every render: @xstate/react keeps the one actor and hands it these
  // implementations, so `finished` reaches the current `onDone`.
  const logic = securityFormMachine.provide({
    actors: { submit: kind === 'bankName' ? savePayeeName : removeAuthenticator },
    actions: { reportFailure: (_, { failure }) => showFailure(failure), finished: (_, { info }) => onDone(info as SecurityInfo) },
  })
  const actor = useActorRef(logic)
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const [value, setValue] = useState('')
  const [error, setError] = useState<string | null>(null)
  useLoaderWhile(busy)
  const bankName = kind === 'bankName'
  const label = bankName ? t('security.center.bankName') : t('security.bind.code')

  return (
    <Form className="tl-security__form" testId={`security-form-${kind}`} onSubmit={() => {
      const found = bankName ? (requiredText(value, label) ?? (/^[\p{L} ]{2,50}$/u.test(value.trim()) ? null : t('validation.realName'))) : codeText(value, label)
      setError(found)
      if (!found) actor.send({ type: 'form.submitted', value: value.trim() })
    }}>
      <p className="tl-security__hint">{bankName ? t('security.bind.bankNameWarning') : t('security.bind.removeHint')}</p>
      <TextField
        label={label}
        inputMode={bankName ? 'text' : 'numeric'}
        value={value}
        onChange={(v) => (setValue(v), setError(null))}
        error={error}
        testId="security-form-value"
        autoComplete={bankName ? 'name' : 'one-time-code'}
        maxLength={bankName ? 50 : 6}
      />
      <Button type="submit" isDisabled={busy} data-testid="security-form-submit">
        {t('security.bind.confirm')}
      </Button>
    </Form>
  )
}
