import { useId, type ReactNode } from 'react'
import { useFormatAmount, useLanguage, useTranslation } from '@/shared/i18n'
import type { InboxMessage } from '@/shared/api'
import { messageText } from './wording.ts'
import { formatGmt8 } from '@/shared/lib'

/** One message: a button that opens it (reading it), its body when open, and under the body `children` (its delete). */
export function MessageItem({ message, open, onToggle, children }: { message: InboxMessage; open: boolean; onToggle: () => void; children: ReactNode }) {
  const { t } = useTranslation()
  const formatAmount = useFormatAmount()
  const id = useId()
  const language = useLanguage()
  const { title, body } = messageText(message, language, t, formatAmount)
  const time = formatGmt8(message.createdAt)
  return (
    <li className={`tl-inbox__item${message.read ? '' : ' tl-inbox__item--unread'}`} data-testid={`message-${message.id}`} data-read={message.read}>
      <button type="button" className="tl-inbox__open" aria-expanded={open} aria-controls={`${id}-body`} onClick={onToggle} data-testid={`message-open-${message.id}`}>
        <span className={`tl-inbox__dot${message.read ? ' tl-inbox__dot--read' : ''}`} aria-hidden="true" />
        <span className="tl-inbox__subject">
          {!message.read && <span className="tl-visually-hidden">{t('messages.unread')}: </span>}
          {title}
        </span>
        <span className="tl-inbox__time">{time}</span>
      </button>
      {open && (
        <div id={`${id}-body`} className="tl-inbox__body">
          <p data-testid={`message-body-${message.id}`}>{body}</p>
          {children}
        </div>
      )}
    </li>
  )
}
