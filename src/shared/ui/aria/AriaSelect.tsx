import { Button, ListBox, ListBoxItem, Popover, Select as RacSelect, SelectValue, type Key } from 'react-aria-components'
import { ChevronDownIcon } from '../Icons.tsx'
import type { SelectProps } from '../Select.tsx'
import { useOpenAfterMount, type LoadedTrigger } from './AriaMenu.tsx'

/** `Select` once its chunk has loaded: react-aria's Select with a ListBox in a Popover. */
export function AriaSelect<K extends string>({ label, options, value, onChange, placeholder, testId, icon, className, iconInList, defaultOpen, autoFocus }: SelectProps<K> & LoadedTrigger) {
  const open = useOpenAfterMount(defaultOpen)
  const known = options.some((o) => o.id === value)
  return (
    <RacSelect
      aria-label={label}
      className={['tl-select', className].filter(Boolean).join(' ')}
      value={known ? value : null}
      placeholder={placeholder}
      {...open}
      onChange={(key: Key | null) => {
        if (key !== null) onChange(String(key) as K)
      }}
    >
      <Button autoFocus={autoFocus} className="tl-select__button" data-testid={testId}>
        {icon}
        {/* As the light trigger shows it: with the option's icon, or its label only when the icons are the list's. */}
        <SelectValue className="tl-select__value">{({ selectedText, defaultChildren }) => (iconInList ? (selectedText ?? defaultChildren) : defaultChildren)}</SelectValue>
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
    </RacSelect>
  )
}
