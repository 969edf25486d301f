import { failureText, i18n } from '@/shared/i18n'
import { dialogs } from '@/shared/ui'

export { failureText }

/** A refused call in a warning dialog with a Submit button (spec §8), in the page's language. */
export function showFailure(failure: Parameters<typeof failureText>[0]): void {
  dialogs.open({ title: i18n.t('common.notice'), message: failureText(failure), testId: 'failure-dialog' })
}
