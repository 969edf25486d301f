import { lazy, Suspense, useEffect, useState, type CSSProperties, type ReactNode } from 'react'
import type { ModalOptions } from '@machines/modals.machine.ts'
import { useModal } from './modals.ts'
import { useReturnFocusToHostDialog } from './returnFocus.ts'

export type ManagedModalProps = ModalOptions & {
  name: string
  title: ReactNode
  children: ReactNode
  className?: string
  testId?: string
  /** Extra style on the modal box (custom properties such as a configured header colour). */
  style?: CSSProperties
}

// react-aria's modal (focus scope, inert page, overlay positioning) is its own chunk, fetched
// the first time any modal opens; a page that places a modal does not carry it.
const ModalOverlayView = lazy(() => import('./ModalOverlayView.tsx').then((m) => ({ default: m.ModalOverlayView })))

/**
 * A modal opened by name through `useModals().open(name)` (react-aria Modal and Dialog: focus is
 * trapped and returned, the rest of the page is inert). Defaults: 600 wide, at least 300
 * high, 0.2 s overlay fade; Escape and the cover close it unless `clickToClose` is false.
 * Options given to `open()` override the props. Opened from inside another modal, focus goes
 * back into that modal when it closes. Mounted once first opened (kept for its exit animation).
 */
export function ManagedModal(props: ManagedModalProps) {
  const { isOpen } = useModal(props.name)
  // Here, not in the loaded view: it must see the focus before the first opening mounts it.
  useReturnFocusToHostDialog(isOpen)
  const [opened, setOpened] = useState(isOpen)
  useEffect(() => {
    if (isOpen) setOpened(true)
  }, [isOpen])
  if (!opened && !isOpen) return null
  return (
    <Suspense fallback={null}>
      <ModalOverlayView {...props} />
    </Suspense>
  )
}
