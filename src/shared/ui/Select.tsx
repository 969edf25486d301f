import type { ReactNode } from 'react'
import { Button, ListBox, ListBoxItem, Popover, Select as AriaSelect, SelectValue, type Key } from 'react-aria-components'
import { ChevronDownIcon } from './Icons.tsx'

export interface SelectOption<K extends string> {
  readonly id: K
  readonly label: string
  /** Shown before the label, in the list and on the trigger (e.g. a flag). */
  readonly icon?: ReactNode
}

/**
 * A compact picker (react-aria Select). `testId` goes on the trigger button, which shows the
 * chosen option's label (or `placeholder` when the value is not one of the options).
 */
export function Select<K extends string>({ label, options, value, onChange, placeholder, testId, icon, className }: {
  label: string
  options: readonly SelectOption<K>[]
  value: K | null
  onChange: (value: K) => void
  placeholder?: string
  testId?: string
  icon?: ReactNode
  className?: string
}) {
  const known = options.some((o) => o.id === value)
  return (
    <AriaSelect
      aria-label={label}
      className={['tl-select', className].filter(Boolean).join(' ')}
      value={known ? value : null}
      placeholder={placeholder}
      onChange={(key: Key | null) => {
        if (key !== null) onChange(String(key) as K)
      }}
    >
      <Button className="tl-select__button" data-testid={testId}>
        {icon}
        <SelectValue className="tl-select__value" />
        <ChevronDownIcon size={16} />
      </Button>
      <Popover className="tl-popover" offset={6}>
        <ListBox className="tl-listbox">
          {options.map((o) => (
            <ListBoxItem key={o.id} id={o.id} textValue={o.label} className="tl-listbox__item">
              {o.icon ? (
                <span className="tl-select__option">
                  {o.icon}
                  {o.label}
                </span>
              ) : (
                o.label
              )}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </AriaSelect>
  )
}
