import { useState } from 'react'
import { useActorRef, useSelector } from '@xstate/react'
import type { SecurityInfo } from '@/shared/api'
import { useTranslation } from '@/shared/i18n'
import { Button, TextField, useLoaderWhile, Form } from '@/shared/ui'
import { bindAuthenticatorMachine } from '@machines/bindAuthenticator.machine.ts'
import { bindAuthenticator, setupAuthenticator } from '../api/security.ts'
import { codeText, useShowFailure } from '../lib/failure.ts'

/** Bind an authenticator app: the QR code (and key) to scan, then a code from the app. */
export function BindAuthenticatorForm({ onDone }: { onDone: (info: SecurityInfo) => void }) {
  const { t } = useTranslation()
  const showFailure = useShowFailure()
  // Provided on every render: @xstate/react keeps the one actor and hands it these
  // implementations, so `finished` reaches the current `onDone`.
  const logic = bindAuthenticatorMachine.provide({
    actors: { setup: setupAuthenticator, bind: bindAuthenticator },
    actions: { reportFailure: (_, { failure }) => showFailure(failure), finished: (_, { info }) => onDone(info as SecurityInfo) },
  })
  const actor = useActorRef(logic)
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const failed = useSelector(actor, (s) => s.matches('setupFailed'))
  const setup = useSelector(actor, (s) => s.context.setup)
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  useLoaderWhile(busy)

  if (failed) {
    return (
      <div className="tl-security__form">
        <p className="tl-security__hint">{t('security.bind.setupFailed')}</p>
        <Button onPress={() => actor.send({ type: 'setup.retried' })}>{t('security.bind.retry')}</Button>
      </div>
    )
  }
  if (!setup) return null
  return (
    <Form className="tl-security__form" testId="bind-authenticator-form" onSubmit={() => {
      const found = codeText(code, t('security.bind.code'))
      setError(found)
      if (!found) actor.send({ type: 'code.submitted', code: code.trim() })
    }}>
      <p className="tl-security__hint">{t('security.bind.scan')}</p>
      <img className="tl-security__qr" src={setup.qr} alt={t('security.bind.qrAlt')} width={220} height={220} data-testid="authenticator-qr" />
      <p className="tl-security__key">
        {t('security.bind.key')}: <code data-testid="authenticator-secret">{setup.secret}</code>
      </p>
      <TextField label={t('security.bind.code')} inputMode="numeric" value={code} onChange={(v) => (setCode(v), setError(null))} error={error} testId="bind-code" autoComplete="one-time-code" maxLength={6} />
      <Button type="submit" isDisabled={busy} data-testid="bind-submit">
        {t('security.bind.confirm')}
      </Button>
    </Form>
  )
}
