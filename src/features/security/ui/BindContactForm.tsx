import { useEffect, useState } from 'react'
import { useActorRef, useSelector } from '@xstate/react'
import type { SecurityInfo } from '@/shared/api'
import { useTranslation } from '@/shared/i18n'
import { Button, Select, TextField, useLoaderWhile, Form } from '@/shared/ui'
import { bindContactMachine } from '@machines/bindContact.machine.ts'
import { confirmBind, loadDialingCodes, sendBindCode, type ContactTarget } from '../api/security.ts'
import { codeText, requiredText, useShowFailure } from '../lib/failure.ts'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const MOBILE = /^[0-9]{7,15}$/

/** Bind or change the e-mail address or the mobile number: Get code to the new one, then confirm. */
export function BindContactForm({ kind, onDone }: { kind: 'email' | 'mobile'; onDone: (info: SecurityInfo) => void }) {
  const { t } = useTranslation()
  const showFailure = useShowFailure()
  // Provided on every render: @xstate/react keeps the one actor and hands it these
  // implementations, so `finished` reaches the current `onDone`.
  const logic = bindContactMachine.provide({
    actors: { sendCode: sendBindCode, confirm: confirmBind },
    actions: { reportFailure: (_, { failure }) => showFailure(failure), finished: (_, { info }) => onDone(info as SecurityInfo) },
  })
  const actor = useActorRef(logic)
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const sent = useSelector(actor, (s) => s.context.sent)
  const codeShown = useSelector(actor, (s) => s.matches('codeEntry') || s.matches('confirming'))
  useLoaderWhile(busy)

  const [address, setAddress] = useState('')
  const [dialingCode, setDialingCode] = useState('63')
  const [codes, setCodes] = useState<readonly string[]>(['63'])
  const [code, setCode] = useState('')
  const [errors, setErrors] = useState<{ address?: string | null; code?: string | null }>({})
  useEffect(() => {
    if (kind !== 'mobile') return
    let live = true
    loadDialingCodes().then((c) => live && setCodes(c), () => undefined)
    return () => {
      live = false
    }
  }, [kind])

  const label = kind === 'email' ? t('security.bind.newEmail') : t('security.bind.newMobile')
  const target = (): ContactTarget | null => {
    const value = address.trim()
    const error = requiredText(value, label) ?? (kind === 'email' ? (EMAIL.test(value) ? null : t('validation.pattern.EMAIL').replace('(min)', '5').replace('(max)', '100')) : MOBILE.test(value) ? null : t('validation.mobile'))
    setErrors((e) => ({ ...e, address: error }))
    if (error) return null
    return kind === 'email' ? { kind, email: value } : { kind, mobileNum: value, countryDialingCode: dialingCode }
  }

  return (
    <Form className="tl-security__form" testId={`bind-${kind}-form`} onSubmit={() => {
      const t0 = target()
      const error = codeText(code, t('security.bind.code'))
      setErrors({ address: errors.address, code: error })
      if (t0 && !error) actor.send({ type: 'code.submitted', code: code.trim() })
    }}>
      <div className="tl-security__phone">
        {kind === 'mobile' && (
          <Select label="+" options={codes.map((c) => ({ id: c, label: `+${c}` }))} value={dialingCode} onChange={setDialingCode} testId="bind-country" />
        )}
        <TextField
          label={label}
          type={kind === 'email' ? 'email' : 'tel'}
          inputMode={kind === 'email' ? 'email' : 'tel'}
          value={address}
          onChange={(v) => (setAddress(v), setErrors((e) => ({ ...e, address: null })))}
          error={errors.address}
          testId="bind-address"
          maxLength={kind === 'email' ? 100 : 15}
          addon={
            <Button
              variant="secondary"
              size="sm"
              isDisabled={busy}
              data-testid="bind-get-code"
              onPress={() => {
                const t0 = target()
                if (t0) actor.send({ type: 'code.requested', target: t0 })
              }}
            >
              {t('security.bind.getCode')}
            </Button>
          }
        />
      </div>
      {codeShown && sent && (
        <>
          <p className="tl-security__hint" data-testid="bind-sent-to">
            {t('security.bind.sentTo', { to: sent.to, count: sent.expiredMinutes })}
          </p>
          <TextField label={t('security.bind.code')} inputMode="numeric" value={code} onChange={(v) => (setCode(v), setErrors((e) => ({ ...e, code: null })))} error={errors.code} testId="bind-code" autoComplete="one-time-code" maxLength={6} />
          <Button type="submit" isDisabled={busy} data-testid="bind-submit">
            {t('security.bind.confirm')}
          </Button>
        </>
      )}
    </Form>
  )
}
