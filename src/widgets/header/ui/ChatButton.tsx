import { useTranslation } from '@/shared/i18n'
import { useModals } from '@/shared/ui'
import { CHAT_ROOM_MODAL } from '@/entities/chat'

/** The header's chat icon (logged-in block): opens the chat room modal, whose code loads then. */
export function ChatButton() {
  const { t } = useTranslation()
  const modals = useModals()
  return (
    <button type="button" className="tl-inbox-button" aria-label={t('header.chatRoom')} title={t('header.chatRoom')} onClick={() => modals.open(CHAT_ROOM_MODAL)} data-testid="header-chat">
      <svg width={20} height={20} viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round">
        <path d="M4 5h16v11H9l-4 3v-3H4z" />
        <path d="M8 9h8M8 12h5" strokeLinecap="round" />
      </svg>
    </button>
  )
}
