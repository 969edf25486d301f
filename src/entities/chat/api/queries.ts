import { queryOptions } from '@tanstack/react-query'
import { call, ChatEndpoints, type ChatSendReply } from '@/shared/api'
import { memberScope } from '@/shared/lib'

/** How often the open room asks for what is new (the SPA's polling, as the deposit list does). */
export const CHAT_POLL_MS = 3_000

/** The chat room's keys: read with the member's token, so under `memberScope` (forgotten when the session changes). */
export const chatKeys = {
  room: () => [...memberScope, 'chat', 'room'] as const,
}

/** GET /wps/chat/messages: the newest messages, the reader's standing and the room's rules. */
export const chatRoomQuery = (token: string) =>
  queryOptions({ queryKey: chatKeys.room(), queryFn: ({ signal }) => call(ChatEndpoints.chatRoom, { token, signal }) })

/** POST /wps/chat/messages: one message, plain text. */
export const sendChatMessage = (token: string, text: string, signal: AbortSignal): Promise<ChatSendReply> =>
  call(ChatEndpoints.chatSend, { token, body: { text }, signal })
