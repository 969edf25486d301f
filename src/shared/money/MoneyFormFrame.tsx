import type { ReactNode } from 'react'
import type { EndpointName } from '@/shared/api'
import { failureText, useTranslation } from '@/shared/i18n'
import { Button } from '@/shared/ui'
import type { MoneyRequestView } from './useMoneyRequest.ts'

export interface MoneyFormFrameProps<R> {
  /** What the data-testids start with: `<id>-submit`, `<id>-done`, `<id>-failed`, `<id>-retry`. */
  readonly id: string
  /** The form's own data-testid (default `<id>-form`); its title's id is `<formTestId>-title`. */
  readonly formTestId?: string
  readonly title: string
  readonly heading?: 'h4' | 'h5'
  readonly className?: string
  readonly request: MoneyRequestView<R>
  /** Called on submit (the browser's own submit is prevented); the caller checks its fields. */
  readonly onSubmit: () => void
  readonly submitLabel: string
  /** The polite status after a success; without it the form shows none (the deposit's receipt replaces it). */
  readonly doneText?: (result: R | null) => string | null
  /** The call whose failure codes name the refusal's text. */
  readonly failedCall?: EndpointName
  /** A retry beside the refusal (resends the same request). */
  readonly retryable?: boolean
  /** The fields, between the title and the submit button. */
  readonly children: ReactNode
}

/**
 * The frame of every money form (withdrawal, deposit, transfers, payout account, payment
 * password): the titled form, the submit button (aria-busy while sending, never disabled, so
 * focus stays), the polite "done" status and the refusal in the member's language.
 */
export function MoneyFormFrame<R>({ id, formTestId = `${id}-form`, title, heading: Heading = 'h4', className = 'tl-money__form', request, onSubmit, submitLabel, doneText, failedCall, retryable, children }: MoneyFormFrameProps<R>) {
  const { t } = useTranslation()
  const titleId = `${formTestId}-title`
  const done = doneText && request.state === 'done' ? doneText(request.result) : null
  return (
    <form
      className={className}
      aria-labelledby={titleId}
      data-testid={formTestId}
      onSubmit={(e) => {
        e.preventDefault()
        onSubmit()
      }}
    >
      <Heading id={titleId} className="tl-money__subtitle">
        {title}
      </Heading>
      {children}
      <Button type="submit" variant="primary" aria-busy={request.busy || undefined} data-testid={`${id}-submit`}>
        {submitLabel}
      </Button>
      {doneText && (
        <div aria-live="polite">
          {done !== null && (
            <p role="status" className="tl-money__done" data-testid={`${id}-done`}>
              {done}
            </p>
          )}
        </div>
      )}
      {request.failure && (
        <p role="alert" className="tl-money__error" data-testid={`${id}-failed`}>
          {failureText(request.failure, failedCall)}
          {retryable && (
            <>
              {' '}
              <Button variant="secondary" size="sm" onPress={request.retry} data-testid={`${id}-retry`}>
                {t('money.retry')}
              </Button>
            </>
          )}
        </p>
      )}
    </form>
  )
}
