import './messages.css'
import { useState } from 'react'
import { failureText, useTranslation } from '@/shared/i18n'
import { Button } from '@/shared/ui'
import { PagedList } from '@/shared/list'
import { useUnreadCount } from '@/entities/member-badges'
import { useInbox } from './model.ts'
import { MessageItem } from './MessageItem.tsx'

type Failure = { code: string; message: string }

/**
 * Platform messages (messageV2, spec §2): the inbox, unread first; opening a message reads
 * it, "mark all read" reads every one, a message can be deleted. The header's unread count
 * follows every change (machines/inboxActions.machine.ts, machines/memberBadges.machine.ts).
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
        <Button variant="secondary" size="sm" isPending={inbox.busy && inbox.change?.kind === 'readAll'} onPress={() => inbox.request({ kind: 'readAll' })} data-testid="inbox-read-all">
          {t('messages.readAll')}
        </Button>
      </div>
      {inbox.failure !== null && (
        <p className="tl-inbox__error" role="alert">
          {failureText(inbox.failure as Failure, inbox.change?.kind === 'delete' ? 'messageDelete' : 'messageRead')}
        </p>
      )}
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
                  if (opening && !message.read) inbox.request({ kind: 'read', id: message.id })
                }}
                onDelete={() => {
                  setOpen(null)
                  inbox.request({ kind: 'delete', id: message.id })
                }}
              />
            ))}
          </ul>
        )}
      </PagedList>
    </section>
  )
}
