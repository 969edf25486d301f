import { useEffect, type CSSProperties } from 'react'
import { useTranslation } from '@/shared/i18n'
import { ManagedModal, useModal } from '@/shared/ui'
import { useIsLoggedIn } from '@/entities/session'
import { useBrand } from '@/entities/system'
import { CHAT_ROOM_MODAL } from '@/entities/chat'
import { chatHeadColors } from '../lib/headColors.ts'
import { ChatRoom } from './ChatRoom.tsx'
import '../chat-room.css'

/** The chat room modal (spec §2), its header in the brand's configured colour (spec §3 chatHeaderColor). */
export function ChatRoomModal() {
  const { t } = useTranslation('community')
  const head = chatHeadColors(useBrand().chatHeaderColor)
  const style = { '--tl-chat-head': head.background, '--tl-chat-head-text': head.text } as CSSProperties
  // The room is for logged-in members: a session that ends (sign out, another tab) closes it.
  const loggedIn = useIsLoggedIn()
  const { isOpen, close } = useModal(CHAT_ROOM_MODAL)
  useEffect(() => {
    if (isOpen && !loggedIn) close()
  }, [isOpen, loggedIn, close])
  return (
    <ManagedModal name={CHAT_ROOM_MODAL} title={t('chat.title')} className="tl-chat-modal" style={style} width={560} height="auto" testId="chat-modal">
      <ChatRoom />
    </ManagedModal>
  )
}
