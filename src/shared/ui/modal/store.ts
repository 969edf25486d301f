import { useSyncExternalStore } from 'react'
import { lockBodyScroll, unlockBodyScroll } from './scrollLock.ts'

export interface ModalOptions {
  /** Escape and a click on the cover close the modal (default true). */
  readonly clickToClose?: boolean
  /** Pixels or a CSS length (default 600). */
  readonly width?: number | string
  /** Minimum height in pixels, or 'auto' (default 300). */
  readonly height?: number | 'auto'
}

export interface OpenModal {
  readonly name: string
  readonly options: ModalOptions
}

/**
 * Modals open and close by name (spec §2). The last opened is on top. The body is locked
 * while any is open and unlocked, with its scroll position back, when the last one closes.
 */
export class ModalStore {
  private stack: readonly OpenModal[] = []
  private readonly listeners = new Set<() => void>()

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener)
    return () => {
      this.listeners.delete(listener)
    }
  }

  readonly getSnapshot = () => this.stack

  open(name: string, options: ModalOptions = {}): void {
    const wasEmpty = this.stack.length === 0
    this.stack = [...this.stack.filter((m) => m.name !== name), { name, options }]
    if (wasEmpty) lockBodyScroll()
    this.emit()
  }

  close(name: string): void {
    if (!this.isOpen(name)) return
    this.stack = this.stack.filter((m) => m.name !== name)
    if (this.stack.length === 0) unlockBodyScroll()
    this.emit()
  }

  /** Closes `from` and opens `to` without unlocking the page in between. */
  replace(from: string, to: string, options: ModalOptions = {}): void {
    this.stack = this.stack.filter((m) => m.name !== from)
    this.open(to, options)
  }

  closeAll(): void {
    if (this.stack.length === 0) return
    this.stack = []
    unlockBodyScroll()
    this.emit()
  }

  isOpen(name: string): boolean {
    return this.stack.some((m) => m.name === name)
  }

  private emit() {
    this.listeners.forEach((l) => l())
  }
}

export const modals = new ModalStore()

/** One named modal: whether it is open, with which options, and how to open or close it. */
export function useModal(name: string) {
  const stack = useSyncExternalStore(modals.subscribe, modals.getSnapshot, modals.getSnapshot)
  const entry = stack.find((m) => m.name === name) ?? null
  return {
    isOpen: entry !== null,
    options: entry?.options ?? {},
    open: (options?: ModalOptions) => modals.open(name, options),
    close: () => modals.close(name),
  }
}
