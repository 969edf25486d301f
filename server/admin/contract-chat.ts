/**
 * The operator API of the chat room: list messages (a member's, or all; deleted ones marked),
 * delete one, mute a member (minutes, or until lifted), lift a mute, list who is muted.
 * Spread into `AdminEndpoints` (contract.ts); routes in chat.ts.
 */
import { Schema } from 'effect'

export const AdminChatMessage = Schema.Struct({
  id: Schema.Int,
  account: Schema.String,
  text: Schema.String,
  createdAt: Schema.String,
  deletedAt: Schema.NullOr(Schema.String),
  deletedBy: Schema.NullOr(Schema.String),
})
export type AdminChatMessage = typeof AdminChatMessage.Type

export const AdminMutedMember = Schema.Struct({
  account: Schema.String,
  mutedAt: Schema.String,
  /** null: until lifted. */
  until: Schema.NullOr(Schema.String),
  mutedBy: Schema.NullOr(Schema.String),
})
export type AdminMutedMember = typeof AdminMutedMember.Type

const Account = Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(64))
export const AdminChatQuery = Schema.Struct({
  account: Schema.optionalKey(Account),
  limit: Schema.optionalKey(Schema.NumberFromString.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: 500 }))),
})
const ChatMessageParams = Schema.Struct({ id: Schema.NumberFromString.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: 9_007_199_254_740_991 })) })
/** minutes: 1 minute to 10 years; null mutes until the operator lifts it. */
export const AdminChatMute = Schema.Struct({
  account: Account,
  minutes: Schema.NullOr(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 5_256_000 }))),
})
export const AdminChatUnmute = Schema.Struct({ account: Account })

export const chatAdminEndpoints = {
  chatMessages: {
    method: 'GET', path: '/admin/chat/messages', query: AdminChatQuery, reply: Schema.Struct({ messages: Schema.Array(AdminChatMessage) }), auth: 'none', encrypted: false,
  },
  chatDelete: {
    method: 'POST', path: '/admin/chat/messages/:id/delete', params: ChatMessageParams, reply: AdminChatMessage, auth: 'none', encrypted: false,
  },
  chatMute: {
    method: 'POST', path: '/admin/chat/mute', body: AdminChatMute, reply: AdminMutedMember, auth: 'none', encrypted: false,
  },
  chatUnmute: {
    method: 'POST', path: '/admin/chat/unmute', body: AdminChatUnmute, reply: Schema.Struct({ account: Schema.String, wasMuted: Schema.Boolean }), auth: 'none', encrypted: false,
  },
  chatMuted: {
    method: 'GET', path: '/admin/chat/muted', reply: Schema.Struct({ muted: Schema.Array(AdminMutedMember) }), auth: 'none', encrypted: false,
  },
} as const
