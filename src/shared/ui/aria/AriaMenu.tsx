import { Button, Menu as AriaMenu, MenuItem, MenuTrigger, Popover, type Key } from 'react-aria-components'
import { useEffect, useState } from 'react'
import { ChevronDownIcon } from '../Icons.tsx'
import type { DropdownMenuProps } from '../Menu.tsx'

/**
 * Open state that starts closed and opens right after mounting when the light trigger was
 * pressed: react-aria positions the popover against a trigger that must already be mounted.
 */
export function useOpenAfterMount(pressed: boolean | undefined) {
  const [isOpen, onOpenChange] = useState(false)
  useEffect(() => {
    if (pressed) onOpenChange(true)
  }, [pressed])
  return { isOpen, onOpenChange }
}

/** What the light trigger saw before this chunk arrived: a press opens, focus stays. */
export interface LoadedTrigger {
  defaultOpen?: boolean
  autoFocus?: boolean
}

/** `DropdownMenu` once its chunk has loaded: react-aria's Menu in a Popover. */
export function AriaDropdownMenu({ label, options, onAction, selectedId, className, defaultOpen, autoFocus }: DropdownMenuProps & LoadedTrigger) {
  const open = useOpenAfterMount(defaultOpen)
  return (
    <MenuTrigger {...open}>
      <Button autoFocus={autoFocus} aria-label={label} className={['tl-menu__trigger', className].filter(Boolean).join(' ')}>
        <ChevronDownIcon size={16} />
      </Button>
      <Popover className="tl-popover" placement="bottom start" offset={8}>
        <AriaMenu
          className="tl-menu"
          aria-label={label}
          selectionMode="single"
          selectedKeys={selectedId ? [selectedId] : []}
          onAction={(key: Key) => onAction(String(key))}
        >
          {options.map((o) => (
            <MenuItem key={o.id} id={o.id} textValue={o.label} className="tl-menu__item">
              {o.label}
            </MenuItem>
          ))}
        </AriaMenu>
      </Popover>
    </MenuTrigger>
  )
}
