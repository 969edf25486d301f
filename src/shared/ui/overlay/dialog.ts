import { useMemo } from 'react'
import type { ActorRefFrom, AnyActorRef } from 'xstate'
import { useSystemActor } from '@/shared/lib'
import type { dialogMachine } from '@machines/dialog.machine.ts'

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

export type DialogActor = ActorRefFrom<typeof dialogMachine>

/**
 * The one dialog overlay is the `dialog` actor of the app's system (machines/dialog.machine.ts).
 * A component uses `useDialogs()`; a machine's provided action finds it with
 * `dialogCommands(systemActor(system, 'dialog')!)`.
 */
export function dialogCommands(actor: DialogActor | AnyActorRef) {
  return {
    open({ cover = true, timeoutMs, ...content }: DialogOpenOptions): void {
      actor.send({ type: 'dialog.opened', request: { cover, timeoutMs: timeoutMs ?? null, payload: content } })
    },
    dismiss(): void {
      actor.send({ type: 'dialog.dismissed' })
    },
  }
}
export type DialogCommands = ReturnType<typeof dialogCommands>

export const useDialogActor = (): DialogActor => useSystemActor('dialog')

export function useDialogs(): DialogCommands {
  const actor = useDialogActor()
  return useMemo(() => dialogCommands(actor), [actor])
}
