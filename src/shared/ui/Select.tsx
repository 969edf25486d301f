import type { ReactNode } from 'react'
import { ChevronDownIcon } from './Icons.tsx'
import { useLightTrigger } from './aria/lightTrigger.ts'

export interface SelectOption<K extends string> {
  readonly id: K
  readonly label: string
  /** Shown before the label, in the list and (unless `iconInList`) on the trigger (e.g. a flag). */
  readonly icon?: ReactNode
}

export interface SelectProps<K extends string> {
  label: string
  options: readonly SelectOption<K>[]
  value: K | null
  onChange: (value: K) => void
  placeholder?: string
  testId?: string
  icon?: ReactNode
  className?: string
  /** The options' icons in the opened list only: a picker on the first screen shows no option image (an SVG is a document of its own on the main thread). */
  iconInList?: boolean
}

// react-aria's Select is not on the first route: the same trigger shows the current value, and
// the picker's chunk loads and replaces it once the player points at, focuses or presses it.
const loadSelect = () => import('./aria/AriaSelect.tsx').then((m) => m.AriaSelect)

/**
 * A compact picker (react-aria Select). `testId` goes on the trigger button, which shows the
 * chosen option's label (or `placeholder` when the value is not one of the options).
 */
export function Select<K extends string>({ onChange, ...props }: SelectProps<K>) {
  const { Picker, loaded, triggerProps } = useLightTrigger(loadSelect)
  const chosen = props.options.find((o) => o.id === props.value)
  const trigger = (
    <div className={['tl-select', props.className].filter(Boolean).join(' ')}>
      {/* Named as react-aria names it once loaded: the shown value, then the label (the name holds what is seen, WCAG 2.5.3). */}
      <button {...triggerProps} className="tl-select__button" data-testid={props.testId} aria-label={`${chosen?.label ?? props.placeholder ?? ''} ${props.label}`.trim()} aria-haspopup="listbox" aria-expanded={false}>
        {props.icon}
        <span className="tl-select__value">
          {!props.iconInList && chosen?.icon}
          {chosen?.label ?? props.placeholder}
        </span>
        <ChevronDownIcon size={16} />
      </button>
    </div>
  )
  return Picker ? <Picker {...props} onChange={(v: string) => onChange(v as K)} {...loaded} /> : trigger
}
