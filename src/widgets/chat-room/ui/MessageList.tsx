import { useLayoutEffect, useRef } from 'react'
import type { ChatMessage } from '@/shared/api'
import { useTranslation } from '@/shared/i18n'
import { formatGmt8DateTime } from '@/shared/lib'

/** Close enough to the end that a new message should bring the list along. */
const NEAR_END_PX = 48

/**
 * The room's messages, oldest first, each as plain text (React writes it as text: markup a
 * member typed shows as typed). The list follows new messages while the reader is at its end,
 * and stays where they scrolled to otherwise. A log: a screen reader hears what arrives.
 */
export function MessageList({ messages }: { messages: ReadonlyArray<ChatMessage> }) {
  const { t } = useTranslation('community')
  const list = useRef<HTMLDivElement>(null)
  const atEnd = useRef(true)
  const last = messages.at(-1)?.id

  useLayoutEffect(() => {
    const el = list.current
    if (el && atEnd.current) el.scrollTop = el.scrollHeight
  }, [last, messages.length])

  return (
    <div
      ref={list}
      className="tl-chat__log"
      role="log"
      aria-label={t('chat.log')}
      tabIndex={0}
      data-testid="chat-log"
      onScroll={(e) => {
        const el = e.currentTarget
        atEnd.current = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_END_PX
      }}
    >
      <ol className="tl-chat__list">
        {messages.length === 0 && <li className="tl-chat__empty">{t('chat.empty')}</li>}
        {messages.map((m) => (
          <li key={m.id} className={m.mine ? 'tl-chat__message tl-chat__message--mine' : 'tl-chat__message'} data-testid="chat-message" data-id={m.id}>
            <span className="tl-chat__meta">
              <span className="tl-chat__author">{m.mine ? t('chat.you') : m.author}</span>
              <time dateTime={new Date(m.at).toISOString()}>{formatGmt8DateTime(m.at).slice(11, 16)}</time>
            </span>
            <p className="tl-chat__text">{m.text}</p>
          </li>
        ))}
      </ol>
    </div>
  )
}
