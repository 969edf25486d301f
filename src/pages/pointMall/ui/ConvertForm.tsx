import { useMemo, useState } from 'react'
import type { ConvertReply, PointConfigReply } from '@/shared/api'
import { failureText, useFormatAmount, useTranslation } from '@/shared/i18n'
import { Button, TextField } from '@/shared/ui'
import { newRequestId, useMoneyRequest } from '@/shared/money'
import { useToken } from '@/entities/session'
import { convertPoints, fewestConvertible, previewConversion, type ConvertOrder } from '@/entities/points'
import { useMallChanged } from '../model/useMallChanged.ts'
import { useFormatPoints } from '../lib/formatPoints.ts'
import { PasswordField, PasswordGate } from './PasswordField.tsx'

const noReply = (code: string) => code === 'NETWORK' || code === 'BAD_REPLY'

/**
 * Points into main-wallet money at the configured ratio: whole steps convert, the rest stays as
 * points (the server's rule); the preview says both as the member types. Sent through the money
 * request flow with the payment password and a request id.
 */
export function ConvertForm({ config, balance }: { config: PointConfigReply; balance: number }) {
  const { t } = useTranslation()
  const formatAmount = useFormatAmount()
  const formatPoints = useFormatPoints()
  const token = useToken() ?? ''
  const changed = useMallChanged()
  const [text, setText] = useState('')
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<{ points?: string; password?: string }>({})
  const request = useMoneyRequest<ConvertOrder, ConvertReply>(
    (order, signal) => convertPoints(token, order, signal),
    useMemo(() => ({ onFinished: () => { setText(''); changed() } }), [changed]),
  )
  const offered = /^\d{1,10}$/.test(text.trim()) ? Number(text.trim()) : null
  const preview = offered === null ? null : previewConversion(offered, balance, config)
  const fewest = fewestConvertible(config)
  const problemText = (p: 'belowMinimum' | 'insufficient') =>
    p === 'belowMinimum' ? t('pointMall.convert.belowMinimum', { points: formatPoints(fewest) }) : t('pointMall.convert.insufficient', { points: formatPoints(balance) })

  return (
    <PasswordGate testId="convert-password">
      <form
        className="tl-mall__form"
        aria-label={t('pointMall.convert.title')}
        data-testid="convert-form"
        onSubmit={(e) => {
          e.preventDefault()
          const next: typeof errors = {}
          if (offered === null || preview === null) next.points = t('pointMall.convert.wholePoints')
          else if (preview.problem) next.points = problemText(preview.problem)
          if (!/^\d{6}$/.test(password)) next.password = t('money.paymentPassword.sixDigits')
          setErrors(next)
          if (Object.keys(next).length > 0 || offered === null) return
          request.submit({ requestId: newRequestId('pc'), points: offered, paymentPassword: password })
          setPassword('')
        }}
      >
        <p className="tl-mall__ratio" data-testid="convert-ratio">
          {t('pointMall.convert.ratio', { points: formatPoints(config.ratio.points), amount: formatAmount(config.ratio.amount) })}
        </p>
        <p className="tl-mall__note">{t('pointMall.convert.rule', { minimum: formatPoints(fewest), step: formatPoints(config.ratio.points) })}</p>
        <TextField
          label={t('pointMall.convert.points')}
          value={text}
          onChange={(v) => {
            setText(v)
            if (request.state === 'done') request.again()
          }}
          inputMode="numeric"
          maxLength={10}
          autoComplete="off"
          error={errors.points ?? null}
          testId="convert-points"
          addon={
            <Button variant="secondary" size="sm" onPress={() => setText(String(balance))} isDisabled={balance <= 0} data-testid="convert-all">
              {t('pointMall.convert.all')}
            </Button>
          }
        />
        <div className="tl-mall__preview" aria-live="polite" data-testid="convert-preview">
          {preview && (
            <dl className="tl-mall__dl">
              <dt>{t('pointMall.convert.converts')}</dt>
              <dd data-testid="convert-preview-converts">{t('pointMall.convert.convertsValue', { points: formatPoints(preview.points), amount: formatAmount(preview.amount) })}</dd>
              <dt>{t('pointMall.convert.stays')}</dt>
              <dd data-testid="convert-preview-stays">{formatPoints(preview.remainder)}</dd>
              <dt>{t('pointMall.convert.after')}</dt>
              <dd data-testid="convert-preview-after">{formatPoints(preview.balanceAfter)}</dd>
            </dl>
          )}
          {preview?.problem && <p className="tl-mall__why" data-testid="convert-preview-problem">{problemText(preview.problem)}</p>}
        </div>
        <PasswordField value={password} onChange={setPassword} error={errors.password ?? null} testId="convert-password" />
        <Button type="submit" variant="primary" aria-busy={request.busy || undefined} isDisabled={request.busy} data-testid="convert-submit">
          {t('pointMall.convert.submit')}
        </Button>
        <div aria-live="polite">
          {request.state === 'done' && request.result && (
            <p role="status" className="tl-mall__done" data-testid="convert-done">
              {t('pointMall.convert.done', {
                points: formatPoints(request.result.changedPoints), amount: formatAmount(request.result.amount), remainder: formatPoints(request.result.remainder),
              })}
            </p>
          )}
        </div>
        {request.failure && (
          <div className="tl-mall__failure">
            <p role="alert" className="tl-mall__error" data-testid="convert-failed">
              {failureText(request.failure, 'pointConvert')}
            </p>
            {noReply(request.failure.code) && (
              <Button variant="secondary" size="sm" onPress={request.retry} data-testid="convert-retry">{t('list.retry')}</Button>
            )}
          </div>
        )}
      </form>
    </PasswordGate>
  )
}
