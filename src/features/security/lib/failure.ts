import { useCallback } from 'react'
import { failureText, i18n } from '@/shared/i18n'
import { useDialogs } from '@/shared/ui'

type Failure = Parameters<typeof failureText>[0]

/** A refused call in a warning dialog with a Submit button (spec §8), in the page's language. */
export function useShowFailure(): (failure: Failure) => void {
  const dialogs = useDialogs()
  return useCallback((failure: Failure) => dialogs.open({ title: i18n.t('common.notice'), message: failureText(failure), testId: 'failure-dialog' }), [dialogs])
}

export const requiredText = (value: string, label: string): string | null => (value.trim() === '' ? i18n.t('validation.required', { field: label }) : null)
export const codeText = (value: string, label: string): string | null =>
  requiredText(value, label) ?? (/^\d{6}$/.test(value.trim()) ? null : i18n.t('validation.verificationCode'))
