import type { EndpointName } from '@/shared/api'
import { failureText, i18n } from '@/shared/i18n'
import { dialogs } from '@/shared/ui'

export { failureText }

/** A refused call in a warning dialog with a Submit button (spec §8), in the page's language. */
export function showFailure(failure: { readonly code: string; readonly message: string }, endpoint?: EndpointName): void {
  dialogs.open({ title: i18n.t('common.notice'), message: failureText(failure, endpoint), testId: 'failure-dialog' })
}
