import { useTranslation } from '@/shared/i18n'
import { Button } from '@/shared/ui'
import type { InboxActions } from '../model/useInboxActions.ts'

/** "Mark all read": busy while that change runs. */
export function ReadAllButton({ actions }: { actions: InboxActions }) {
  const { t } = useTranslation()
  return (
    <Button variant="secondary" size="sm" isPending={actions.busy && actions.change?.kind === 'readAll'} onPress={() => actions.request({ kind: 'readAll' })} data-testid="inbox-read-all">
      {t('messages.readAll')}
    </Button>
  )
}
