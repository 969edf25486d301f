import * as C from './schemas/chat.ts'
import { protectionBlocked, realAccount } from './failure-groups.ts'
import { endpoint, endpointTable } from './endpoint.ts'

/**
 * The chat room (spec §2's chat room modal; not in spec §7): one room for the site's logged-in
 * members. A trial account reads it; a break or a self-exclusion keeps a member out of it.
 */
export const ChatEndpoints = endpointTable({
  chatRoom: endpoint({
    method: 'GET', path: '/wps/chat/messages', reply: C.ChatRoomReply, auth: 'token', encrypted: false,
    failures: { ...protectionBlocked },
  }),
  /** Over the member's messages per window: RATE_LIMITED with the seconds until the window lets another through. */
  chatSend: endpoint({
    method: 'POST', path: '/wps/chat/messages', body: C.ChatSendRequest, reply: C.ChatSendReply, auth: 'token', encrypted: false,
    failures: { ...realAccount, ...protectionBlocked, CHAT_INVALID: C.ChatRefusal, CHAT_MUTED: C.ChatMuted },
  }),
})
