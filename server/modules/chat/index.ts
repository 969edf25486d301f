/**
 * The chat room module (spec §2's chat room modal): one room for the site's logged-in members.
 * Messages are plain text (rules.ts), kept in `chat_messages`; a member sends at most the
 * operator's `chatRate` per window, counted by one conditional UPDATE (send.ts), so messages
 * sent together never pass it. A trial account reads and never sends; a break or a
 * self-exclusion keeps a member out. The operator lists, deletes and mutes
 * (moderation.ts, server/admin/chat.ts).
 */
import type { FastifyPluginAsync } from 'fastify'
import { registerChatRoutes } from './routes.ts'

export const chatModule: FastifyPluginAsync = async (app) => {
  registerChatRoutes(app)
}

/** For the operator API. */
export { deleteMessage, listMessages, listMuted, muteMember, unmuteMember, type OperatorChatMessage, type MutedMember } from './moderation.ts'
