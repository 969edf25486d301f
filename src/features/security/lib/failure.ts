import { failureText, i18n } from '@/shared/i18n'
import { dialogs } from '@/shared/ui'

/** A refused call in a warning dialog with a Submit button (spec §8), in the page's language. */
export function showFailure(failure: Parameters<typeof failureText>[0]): void {
  dialogs.open({ title: i18n.t('common.notice'), message: failureText(failure), testId: 'failure-dialog' })
}

export const requiredText = (value: string, label: string): string | null => (value.trim() === '' ? i18n.t('validation.required', { field: label }) : null)
export const codeText = (value: string, label: string): string | null =>
  requiredText(value, label) ?? (/^\d{6}$/.test(value.trim()) ? null : i18n.t('validation.verificationCode'))
