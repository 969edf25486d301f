import { useState, type ReactNode } from 'react'
import { useFormatAmount, useTranslation } from '@/shared/i18n'
import { parseAmount } from '@/shared/lib'
import { TextField } from '@/shared/ui'
import { checkPayout, type MoneyFormErrors } from './checkPayout.ts'
import { MoneyFormFrame, type MoneyFormFrameProps } from './MoneyFormFrame.tsx'

export interface MoneyFormProps<R> extends Omit<MoneyFormFrameProps<R>, 'onSubmit' | 'children' | 'formTestId'> {
  /** The range the amount must be in. */
  readonly range: { readonly min: number; readonly max: number }
  /** The values the range's texts name (default: the range's min and max as money). */
  readonly rangeText?: Readonly<Record<string, string>>
  /** Says the range above the amount (`<id>-range`). */
  readonly showRange?: boolean
  /** Asks for the payment password (the default); a deposit asks for none. */
  readonly withPassword?: boolean
  /** Empties the amount after a success (the transfers; a withdrawal keeps it). */
  readonly clearsAmount?: boolean
  /** A page's own word on the checks (the upline's "over today's limit"). */
  readonly refine?: (errors: MoneyFormErrors, amount: number | null) => MoneyFormErrors
  /** Above the amount: the channel choice, the limits. */
  readonly intro?: ReactNode
  /** Between the amount and the payment password, given the amount typed: the payout account picker, the deposit's quote. */
  readonly extra?: (amount: number | null) => ReactNode
  /** Called with the checked amount and password; the password field empties after it. */
  readonly onSubmit: (amount: number, paymentPassword: string) => void
}

/**
 * The money form of the withdrawal, the deposit and the transfers: the amount (its range's
 * error under it), the page's extra fields, the payment password, then the frame's submit,
 * "done" and refusal. Checked here before anything is sent; the server checks again.
 */
export function MoneyForm<R>({ range, rangeText, showRange, withPassword = true, clearsAmount, refine, intro, extra, onSubmit, ...frame }: MoneyFormProps<R>) {
  const { t } = useTranslation()
  const formatAmount = useFormatAmount()
  const [text, setText] = useState('')
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<MoneyFormErrors>({})
  // A new success empties the amount, as the flow reports it (React's "adjust state on a prop change").
  const [result, setResult] = useState(frame.request.result)
  if (frame.request.result !== result) {
    setResult(frame.request.result)
    if (clearsAmount && frame.request.result !== null) setText('')
  }
  const amount = parseAmount(text)
  const values = rangeText ?? { min: formatAmount(range.min), max: formatAmount(range.max) }
  const submit = () => {
    const checked = checkPayout(amount, range, withPassword ? password : null)
    const found = refine ? refine(checked, amount) : checked
    setErrors(found)
    if (Object.keys(found).length > 0 || amount === null) return
    onSubmit(amount, password)
    if (withPassword) setPassword('')
  }
  return (
    <MoneyFormFrame {...frame} onSubmit={submit}>
      {intro}
      {showRange && (
        <p className="tl-money__note" data-testid={`${frame.id}-range`}>
          {t('money.range', values)}
        </p>
      )}
      <TextField label={t('money.amount')} value={text} onChange={setText} inputMode="decimal" autoComplete="off" error={errors.amount ? t(errors.amount, values) : null} testId={`${frame.id}-amount`} />
      {extra?.(amount)}
      {withPassword && (
        <TextField label={t('money.paymentPassword.label')} type="password" inputMode="numeric" maxLength={6} autoComplete="off" value={password} onChange={setPassword} error={errors.password ? t(errors.password) : null} testId={`${frame.id}-password`} />
      )}
    </MoneyFormFrame>
  )
}
