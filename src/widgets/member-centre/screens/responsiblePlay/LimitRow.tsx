import { useState } from 'react'
import type { LimitKey, LimitView } from '@/shared/api'
import { failureText, useFormatAmount, useTranslation } from '@/shared/i18n'
import { parseAmount } from '@/shared/lib'
import { Button, TextField } from '@/shared/ui'
import { formatInstant, isSessionLimit, parseMinutes, usePlayerLimit } from '@/features/player-protection'

/**
 * One limit: the value in force, what this period has used, a raise or removal waiting for its
 * cooling-off, and set / change / remove through its flow (machines/playerLimit.machine.ts). A
 * failed save offers retry, cancel, or a new value.
 */
export function LimitRow({ limitKey, label, view }: { limitKey: LimitKey; label: string; view: LimitView }) {
  const { t } = useTranslation()
  const formatAmount = useFormatAmount()
  const limit = usePlayerLimit(limitKey)
  const [text, setText] = useState('')
  const session = isSessionLimit(limitKey)
  const show = (value: number) => (session ? t('common.minutes', { count: value }) : formatAmount(value))
  const busy = limit.state === 'saving'
  const id = `limit-${limitKey}`

  const typed = (value: string) => {
    setText(value)
    limit.send({ type: 'limit.valueChanged', value: session ? parseMinutes(value) : parseAmount(value) })
  }
  const edit = () => {
    setText('')
    limit.send({ type: 'limit.editStarted' })
  }

  return (
    <li className="tl-limit" data-testid={id}>
      <div className="tl-limit__head">
        <span className="tl-limit__label">{label}</span>
        <strong className="tl-limit__value" data-testid={`${id}-value`}>{view.value === null ? t('protection.limits.none') : show(view.value)}</strong>
      </div>
      {view.used !== null && <p className="tl-limit__used">{t(session ? 'protection.limits.usedSession' : 'protection.limits.used', { used: show(view.used) })}</p>}
      {view.pending && (
        <p className="tl-limit__pending" data-testid={`${id}-pending`}>
          {view.pending.value === null
            ? t('protection.limits.pendingRemoval', { at: formatInstant(view.pending.effectiveAt) })
            : t('protection.limits.pendingRaise', { value: show(view.pending.value), at: formatInstant(view.pending.effectiveAt) })}
        </p>
      )}
      {limit.state === 'applied' && <p className="tl-limit__note" role="status">{t('protection.limits.applied')}</p>}
      {limit.state === 'pending' && limit.effectiveAt && <p className="tl-limit__note" role="status">{t('protection.limits.savedPending', { at: formatInstant(limit.effectiveAt) })}</p>}
      {limit.state === 'failed' && limit.failure && (
        <p className="tl-limit__error" role="alert">
          {failureText(limit.failure)}{' '}
          <Button variant="link" size="sm" onPress={() => limit.send({ type: 'limit.retried' })}>{t('common.retry')}</Button>{' '}
          <Button variant="link" size="sm" onPress={() => limit.send({ type: 'limit.editCancelled' })}>{t('common.cancel')}</Button>
        </p>
      )}
      {limit.state === 'editing' ? (
        <div className="tl-limit__form">
          <TextField
            label={t(session ? 'protection.limits.newMinutes' : 'protection.limits.newAmount')}
            value={text}
            onChange={typed}
            inputMode={session ? 'numeric' : 'decimal'}
            testId={`${id}-input`}
            error={limit.invalid ? t(session ? 'protection.limits.invalidMinutes' : 'protection.limits.invalidAmount') : null}
          />
          <div className="tl-limit__actions">
            <Button size="sm" onPress={() => limit.send({ type: 'limit.submitted' })} data-testid={`${id}-save`}>{t('protection.limits.save')}</Button>
            <Button size="sm" variant="ghost" onPress={() => limit.send({ type: 'limit.editCancelled' })}>{t('common.cancel')}</Button>
          </div>
        </div>
      ) : (
        <div className="tl-limit__actions">
          <Button size="sm" variant="secondary" isDisabled={busy} onPress={edit} data-testid={`${id}-edit`}>
            {t(view.value === null ? 'protection.limits.set' : 'protection.limits.change')}
          </Button>
          {view.value !== null && !(view.pending && view.pending.value === null) && limit.state !== 'failed' && (
            <Button size="sm" variant="ghost" isDisabled={busy} onPress={() => limit.send({ type: 'limit.removeRequested' })} data-testid={`${id}-remove`}>
              {t('protection.limits.remove')}
            </Button>
          )}
        </div>
      )}
    </li>
  )
}
