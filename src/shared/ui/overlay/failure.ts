import { useCallback } from 'react'
import { failureText, i18n } from '@/shared/i18n'
import { useDialogs, type DialogOpenOptions } from './dialog.ts'

type Failure = Parameters<typeof failureText>[0]

/** A refused call in a warning dialog with a Submit button (spec §8), in the page's language. */
export const failureDialog = (failure: Failure): DialogOpenOptions => ({ title: i18n.t('common.notice'), message: failureText(failure), testId: 'failure-dialog' })

/** Shows a refused call in the app's dialog. */
export function useShowFailure(): (failure: Failure) => void {
  const dialogs = useDialogs()
  return useCallback((failure: Failure) => dialogs.open(failureDialog(failure)), [dialogs])
}
