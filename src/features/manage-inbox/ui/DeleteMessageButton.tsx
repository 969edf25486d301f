import { useTranslation } from '@/shared/i18n'
import { Button } from '@/shared/ui'
import type { InboxActions } from '../model/useInboxActions.ts'

/** Deletes one message; `onDelete` lets the list close it first. */
export function DeleteMessageButton({ messageId, actions, onDelete }: { messageId: number; actions: InboxActions; onDelete?: () => void }) {
  const { t } = useTranslation()
  return (
    <Button
      variant="secondary"
      size="sm"
      onPress={() => {
        onDelete?.()
        actions.request({ kind: 'delete', id: messageId })
      }}
      data-testid={`message-delete-${messageId}`}
    >
      {t('messages.delete')}
    </Button>
  )
}
