import { useEffect, useState, type ComponentType, type FocusEvent } from 'react'
import type { LoadedTrigger } from './AriaMenu.tsx'

/**
 * The plain button a picker shows until the player reaches for it: pointing at it loads the
 * react-aria picker (`load`); focusing or pressing it mounts the picker in its place. So the
 * first screen neither loads nor mounts react-aria for pickers nobody opens. The plain button
 * stays (the same element, so a click under way still lands) until the picker is there; a
 * press or a keyboard focus meanwhile is handed to it (opened, focused).
 */
export function useLightTrigger<P>(load: () => Promise<ComponentType<P>>) {
  const [seen, setSeen] = useState<LoadedTrigger | null>(null)
  const [Picker, setPicker] = useState<ComponentType<P> | null>(null)
  const reached = seen !== null
  useEffect(() => {
    if (!reached) return
    let live = true
    // Offline, the chunk may not come: the plain button stays, and the next reach tries again.
    load().then((component) => live && setPicker(() => component), () => live && setSeen(null))
    return () => { live = false }
  }, [reached, load])
  const press = () => setSeen({ defaultOpen: true, autoFocus: true })
  return {
    /** The react-aria picker once the player reached for it and it has loaded; null until then. */
    Picker,
    loaded: seen ?? {},
    triggerProps: {
      type: 'button' as const,
      // A mouse on its way to the button: the chunk comes down before the click (the picker
      // mounts on the press, so the button under the pointer stays the same until then).
      onPointerEnter: () => void load().catch(() => undefined),
      // Pointer down counts as the press: the chunk may land between it and the click.
      onPointerDown: press,
      onClick: press,
      onFocus: (e: FocusEvent<HTMLButtonElement>) => {
        const keyboard = e.currentTarget.matches(':focus-visible')
        setSeen((s) => ({ ...s, ...(keyboard ? { autoFocus: true } : {}) }))
      },
    },
  }
}
