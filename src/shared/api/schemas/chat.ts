import { Schema } from 'effect'

/** A chat message is at most this many characters (code points) once its spaces are folded. */
export const CHAT_MAX_CHARS = 200
/** The room shows the newest messages, this many. */
export const CHAT_ROOM_SIZE = 50
/** Messages a member may send per window when the operator has set none (setting chatRate). */
export const DEFAULT_CHAT_RATE = { max: 5, windowSeconds: 30 } as const

// Control characters and the bidirectional overrides (which turn the text around on screen).
const FORBIDDEN = /[\u0000-\u0008\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/u

export type ChatTextCheck = { readonly ok: true; readonly text: string } | { readonly ok: false; readonly reason: 'empty' | 'tooLong' | 'characters' }

/**
 * A message as both halves check it: plain text, every run of spaces and line breaks folded to
 * one space, trimmed; 1 to CHAT_MAX_CHARS code points; no control or direction characters.
 * Markup is not refused and never interpreted: `<b>` is four characters, shown as typed.
 */
export const checkChatText = (raw: string): ChatTextCheck => {
  if (FORBIDDEN.test(raw)) return { ok: false, reason: 'characters' }
  const text = raw.normalize('NFC').replace(/\s+/gu, ' ').trim()
  if (text === '') return { ok: false, reason: 'empty' }
  if ([...text].length > CHAT_MAX_CHARS) return { ok: false, reason: 'tooLong' }
  return { ok: true, text }
}

/** One message of the room: who (masked account), whether it is the reader's own, the text, when (ms). */
export const ChatMessage = Schema.Struct({
  id: Schema.Int,
  author: Schema.String,
  mine: Schema.Boolean,
  text: Schema.String,
  at: Schema.Int,
})
export type ChatMessage = typeof ChatMessage.Type

/** The reader's standing: may they send (not a trial account, not muted), and a mute's end (ms; null = until lifted). */
export const ChatStanding = Schema.Struct({
  canSend: Schema.Boolean,
  muted: Schema.Boolean,
  mutedUntil: Schema.NullOr(Schema.Int),
})
export type ChatStanding = typeof ChatStanding.Type

/** GET /wps/chat/messages: the newest messages (oldest first), the reader's standing and the room's rules. */
export const ChatRoomReply = Schema.Struct({
  messages: Schema.Array(ChatMessage),
  me: ChatStanding,
  rules: Schema.Struct({ maxChars: Schema.Int, max: Schema.Int, windowSeconds: Schema.Int }),
})
export type ChatRoomReply = typeof ChatRoomReply.Type

export const ChatSendRequest = Schema.Struct({ text: Schema.String.check(Schema.isMaxLength(2000)) })
export type ChatSendRequest = typeof ChatSendRequest.Type

export const ChatSendReply = Schema.Struct({ message: ChatMessage })
export type ChatSendReply = typeof ChatSendReply.Type

/** `value` of CHAT_INVALID: what was wrong with the text. */
export const ChatRefusal = Schema.Struct({
  reason: Schema.Literals(['empty', 'tooLong', 'characters']),
  maxChars: Schema.Int,
})
export type ChatRefusal = typeof ChatRefusal.Type

/** `value` of CHAT_MUTED: the mute's end (ms) and the seconds left, both null while it lasts until lifted. */
export const ChatMuted = Schema.Struct({
  until: Schema.NullOr(Schema.Int),
  secondsLeft: Schema.NullOr(Schema.Int),
})
export type ChatMuted = typeof ChatMuted.Type
