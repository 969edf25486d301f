import { createActor } from 'xstate'
import { dialogMachine } from '@machines/dialog.machine.ts'

/** What a dialog shows. Texts come translated from the caller. */
export interface DialogContent {
  readonly title?: string
  readonly message: string
  /** Label of the button; defaults to the translated "Submit". */
  readonly confirmLabel?: string
  readonly onConfirm?: () => void
  /** When given, a second button (e.g. "Cancel") that closes the dialog and calls `onCancel`. */
  readonly cancelLabel?: string
  readonly onCancel?: () => void
  /** Test id of the dialog body, to tell dialogs apart. */
  readonly testId?: string
}

export interface DialogOpenOptions extends DialogContent {
  /** Clicking the cover closes the dialog unless this is false (default true). */
  readonly cover?: boolean
  /** Closes by itself after this many milliseconds. */
  readonly timeoutMs?: number
}

/** The one dialog overlay of the app, driven by machines/dialog.machine.ts. */
export const dialogActor = createActor(dialogMachine).start()

export const dialogs = {
  open({ cover = true, timeoutMs, ...content }: DialogOpenOptions): void {
    dialogActor.send({ type: 'dialog.opened', request: { cover, timeoutMs: timeoutMs ?? null, payload: content } })
  },
  dismiss(): void {
    dialogActor.send({ type: 'dialog.dismissed' })
  },
}
