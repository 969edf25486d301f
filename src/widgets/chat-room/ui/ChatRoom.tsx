import { useQuery } from '@tanstack/react-query'
import { TRIAL_TYPE } from '@/shared/config'
import { refusalTextNow, useTranslation } from '@/shared/i18n'
import { Button, Spinner } from '@/shared/ui'
import { useAgentType, useToken } from '@/entities/session'
import { CHAT_POLL_MS, chatRoomQuery } from '@/entities/chat'
import { Composer } from './Composer.tsx'
import { MessageList } from './MessageList.tsx'

/** Refusals that keep the member out of the room: said as they are (with a block's end), no retry. */
const SHUT_OUT = ['ON_BREAK', 'SELF_EXCLUDED']

/**
 * The room: the newest messages, asked again every few seconds while the modal is open (one
 * query; a delete by the operator drops out at the next ask), the room's rules, and the
 * composer, or for a trial account the reason there is none.
 */
export function ChatRoom() {
  const { t } = useTranslation('community')
  const token = useToken()
  const trial = useAgentType() === TRIAL_TYPE
  const room = useQuery({ ...chatRoomQuery(token ?? ''), enabled: token !== null, refetchInterval: CHAT_POLL_MS })

  if (room.isPending) {
    return <div className="tl-chat__loading" role="status" aria-label={t('chat.loading')}><Spinner size={24} /></div>
  }
  if (room.isError) {
    const failure = room.error as unknown as Parameters<typeof refusalTextNow>[0]
    const shut = SHUT_OUT.includes(failure.code)
    return (
      <div className="tl-chat" data-testid="chat-error">
        <p className="tl-chat__notice" role="alert">{shut ? refusalTextNow(failure) : t('chat.loadFailed')}</p>
        {!shut && <Button variant="secondary" onPress={() => void room.refetch()}>{t('chat.retry')}</Button>}
      </div>
    )
  }
  const { messages, rules } = room.data
  return (
    <div className="tl-chat" data-testid="chat-room">
      <p className="tl-chat__rules">{t('chat.rules', { max: rules.maxChars, limit: rules.max, seconds: rules.windowSeconds })}</p>
      <MessageList messages={messages} />
      {trial || !token
        ? <p className="tl-chat__notice" data-testid="chat-trial">{t('chat.trial')}</p>
        : <Composer room={room.data} token={token} />}
    </div>
  )
}
