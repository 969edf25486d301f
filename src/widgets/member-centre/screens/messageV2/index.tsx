import './messages.css'
import { useState } from 'react'
import { useTranslation } from '@/shared/i18n'
import { PagedList } from '@/shared/list'
import { useUnreadCount } from '@/entities/member-badges'
import { DeleteMessageButton, InboxChangeFailure, ReadAllButton } from '@/features/manage-inbox'
import { useInbox } from './model.ts'
import { MessageItem } from './MessageItem.tsx'

/**
 * Platform messages (messageV2, spec §2): the inbox, unread first; opening a message reads
 * it, "mark all read" reads every one, a message can be deleted. The header's unread count
 * follows every change (`@/features/manage-inbox`, machines/memberBadges.machine.ts).
 */
export default function MessagesPage() {
  const { t } = useTranslation()
  const inbox = useInbox()
  const unread = useUnreadCount()
  const [open, setOpen] = useState<number | null>(null)
  return (
    <section className="tl-inbox" aria-labelledby="mc-inbox-title" data-testid="inbox">
      <div className="tl-inbox__head">
        <h3 id="mc-inbox-title" className="tl-inbox__title">
          {t('messages.title')} <span data-testid="inbox-unread">{t('messages.unreadCount', { count: unread })}</span>
        </h3>
        <ReadAllButton actions={inbox.actions} />
      </div>
      <InboxChangeFailure actions={inbox.actions} />
      <PagedList list={inbox.list} columns={1} emptyMessage={t('messages.empty')}>
        {(rows) => (
          <ul className="tl-inbox__list" data-testid="inbox-list">
            {rows.map((message) => (
              <MessageItem
                key={message.id}
                message={message}
                open={open === message.id}
                onToggle={() => {
                  const opening = open !== message.id
                  setOpen(opening ? message.id : null)
                  if (opening && !message.read) inbox.actions.request({ kind: 'read', id: message.id })
                }}
              >
                <DeleteMessageButton messageId={message.id} actions={inbox.actions} onDelete={() => setOpen(null)} />
              </MessageItem>
            ))}
          </ul>
        )}
      </PagedList>
    </section>
  )
}
