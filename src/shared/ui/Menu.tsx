import { Button, Menu as AriaMenu, MenuItem, MenuTrigger, Popover, type Key } from 'react-aria-components'
import { ChevronDownIcon } from './Icons.tsx'

export interface MenuOption {
  readonly id: string
  readonly label: string
}

/**
 * A dropdown of actions (react-aria Menu) opened by a small chevron button; `label` names the
 * button for screen readers. `selectedId` marks the current choice.
 */
export function DropdownMenu({ label, options, onAction, selectedId, className }: {
  label: string
  options: readonly MenuOption[]
  onAction: (id: string) => void
  selectedId?: string | null
  className?: string
}) {
  return (
    <MenuTrigger>
      <Button aria-label={label} className={['tl-menu__trigger', className].filter(Boolean).join(' ')}>
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
