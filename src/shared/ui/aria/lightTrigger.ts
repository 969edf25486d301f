import { useState, type FocusEvent } from 'react'
import type { LoadedTrigger } from './AriaMenu.tsx'

/**
 * The plain button a picker shows until its react-aria chunk arrives: a press or focus on it
 * is remembered and handed to the loaded picker (opened, focused), so nothing the player did
 * in between is lost.
 */
export function useLightTrigger() {
  const [seen, setSeen] = useState<LoadedTrigger>({})
  return {
    loaded: seen,
    triggerProps: {
      type: 'button' as const,
      // Pointer down counts as the press: the chunk may land between it and the click.
      onPointerDown: () => setSeen({ defaultOpen: true, autoFocus: true }),
      onClick: () => setSeen({ defaultOpen: true, autoFocus: true }),
      onFocus: (e: FocusEvent<HTMLButtonElement>) => {
        if (e.currentTarget.matches(':focus-visible')) setSeen((s) => ({ ...s, autoFocus: true }))
      },
    },
  }
}
