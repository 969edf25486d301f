import { ChevronDownIcon } from './Icons.tsx'
import { useLightTrigger } from './aria/lightTrigger.ts'

export interface MenuOption {
  readonly id: string
  readonly label: string
}

export interface DropdownMenuProps {
  label: string
  options: readonly MenuOption[]
  onAction: (id: string) => void
  selectedId?: string | null
  className?: string
}

// react-aria's Menu is not on the first route: the header shows the same chevron button, and
// the menu's chunk loads and replaces it once the player points at, focuses or presses it.
const loadMenu = () => import('./aria/AriaMenu.tsx').then((m) => m.AriaDropdownMenu)

/**
 * A dropdown of actions (react-aria Menu) opened by a small chevron button; `label` names the
 * button for screen readers. `selectedId` marks the current choice.
 */
export function DropdownMenu(props: DropdownMenuProps) {
  const { Picker, loaded, triggerProps } = useLightTrigger(loadMenu)
  const trigger = (
    <button {...triggerProps} aria-label={props.label} aria-haspopup="true" aria-expanded={false} className={['tl-menu__trigger', props.className].filter(Boolean).join(' ')}>
      <ChevronDownIcon size={16} />
    </button>
  )
  return Picker ? <Picker {...props} {...loaded} /> : trigger
}
