import { useEffect, useState } from 'react'

/** react-aria's FocusScope fires this (bubbling, cancelable) on the element it is about to focus when a scope closes. */
const RESTORE_EVENT = 'react-aria-focus-scope-restore'
const DIALOG = '[role="dialog"], [role="alertdialog"]'
/** Longer than the exit fade plus a frame, when react-aria restores focus. */
const RESTORE_WINDOW_MS = 2000

/**
 * Keeps focus inside the dialog that opened an overlay (a modal opened from the member
 * centre, say) once the overlay closes. react-aria returns focus to the opener when it still
 * exists; when the opener is gone (the "Set" button hides once the bank name is set) it walks
 * up to the outer modal's own opener outside, or to the page body, and Escape stops closing
 * the outer modal. Then this focuses the outer dialog instead.
 */
export function useReturnFocusToHostDialog(isOpen: boolean): void {
  const [wasOpen, setWasOpen] = useState(isOpen)
  const [host, setHost] = useState<HTMLElement | null>(null)
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen)
    // Read while rendering the opening, before react-aria moves focus into the overlay.
    if (isOpen) setHost(document.activeElement?.closest<HTMLElement>(DIALOG) ?? null)
  }

  useEffect(() => {
    if (isOpen || !host) return
    const stop = () => {
      document.removeEventListener(RESTORE_EVENT, onRestore, true)
      clearTimeout(timer)
    }
    const onRestore = (event: Event) => {
      stop()
      if (!host.isConnected || host.contains(event.target as Node)) return
      event.preventDefault()
      host.focus()
    }
    document.addEventListener(RESTORE_EVENT, onRestore, true)
    const timer = setTimeout(stop, RESTORE_WINDOW_MS)
    return stop
  }, [isOpen, host])
}
