import { useCallback } from 'react'
import { failureText, i18n, refusalTextNow } from '@/shared/i18n'
import { useDialogs, type DialogOpenOptions } from './dialog.ts'

type Failure = Parameters<typeof failureText>[0] & { readonly value?: unknown }

/**
 * A refused call in a warning dialog with a Submit button (spec §8), in the page's language;
 * a break or self-exclusion (ON_BREAK, SELF_EXCLUDED) also says when it ends (GMT+8).
 */
export const failureDialog = (failure: Failure): DialogOpenOptions => ({ title: i18n.t('common.notice'), message: refusalTextNow(failure), testId: 'failure-dialog' })

/** Shows a refused call in the app's dialog. */
export function useShowFailure(): (failure: Failure) => void {
  const dialogs = useDialogs()
  return useCallback((failure: Failure) => dialogs.open(failureDialog(failure)), [dialogs])
}
