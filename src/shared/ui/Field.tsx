import type { ReactNode } from 'react'
import { Checkbox as AriaCheckbox, Input, Label, Text, TextField as AriaTextField } from 'react-aria-components'

/**
 * A labelled text input (react-aria TextField) with its first validation error under it
 * (spec §5). `testId` goes on the input; the error carries `<testId>-error`. `addon` sits
 * beside the input (a "Get code" button, a captcha image).
 */
export function TextField({ label, value, onChange, error, type = 'text', testId, autoComplete, inputMode, placeholder, addon, isRequired, maxLength }: {
  label: string
  value: string
  onChange: (value: string) => void
  error?: string | null
  type?: 'text' | 'password' | 'email' | 'tel'
  testId?: string
  autoComplete?: string
  inputMode?: 'text' | 'numeric' | 'decimal' | 'tel' | 'email'
  placeholder?: string
  addon?: ReactNode
  isRequired?: boolean
  maxLength?: number
}) {
  return (
    <AriaTextField
      className="tl-field"
      value={value}
      onChange={onChange}
      isInvalid={!!error}
      type={type}
      autoComplete={autoComplete}
      inputMode={inputMode}
      isRequired={isRequired}
      maxLength={maxLength}
      validationBehavior="aria"
    >
      <Label className="tl-field__label">{label}</Label>
      <div className="tl-field__row">
        <Input className="tl-field__input" data-testid={testId} placeholder={placeholder} />
        {addon}
      </div>
      {error && (
        <Text slot="errorMessage" className="tl-field__error" data-testid={testId ? `${testId}-error` : undefined}>
          {error}
        </Text>
      )}
    </AriaTextField>
  )
}

/** A checkbox (react-aria). */
export function Checkbox({ isSelected, onChange, children, testId }: { isSelected: boolean; onChange: (v: boolean) => void; children: ReactNode; testId?: string }) {
  return (
    <AriaCheckbox className="tl-checkbox" isSelected={isSelected} onChange={onChange} data-testid={testId}>
      <span className="tl-checkbox__box" aria-hidden="true" />
      <span className="tl-checkbox__label">{children}</span>
    </AriaCheckbox>
  )
}
