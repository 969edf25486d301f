/** GET and POST /wps/chat/messages: the room as a member reads it, and a member's message. */
import type { FastifyInstance } from 'fastify'
import { ChatEndpoints, checkChatText, CHAT_MAX_CHARS } from '../../../src/shared/api/index.ts'
import { route } from '../../http/route.ts'
import { requireRealAccount } from '../account/index.ts'
import { assertNotBlocked } from '../protection/index.ts'
import { roomMessages } from './room.ts'
import { loadChatRules } from './rules.ts'
import { sendMessage } from './send.ts'
import { standingOf } from './standing.ts'

export const registerChatRoutes = (app: FastifyInstance): void => {
  const ctx = app.tala

  // A break or a self-exclusion keeps the member out of the room (a place where wins are talked about).
  route(app, ChatEndpoints.chatRoom, async ({ session }) => {
    const me = session! // auth 'token': always there
    const now = ctx.now()
    await assertNotBlocked(ctx.db, Number(me.memberId), now)
    const [messages, standing, rules] = await Promise.all([roomMessages(ctx.db, Number(me.memberId)), standingOf(ctx.db, me, now), loadChatRules(ctx.db)])
    return { messages, me: standing, rules }
  })

  // The text is checked before anything is counted or stored; then the window and the mute, atomically.
  route(app, ChatEndpoints.chatSend, async ({ body, session, fail }, req) => {
    const me = requireRealAccount(session)
    const memberId = Number(me.memberId)
    const checked = checkChatText(body.text)
    if (!checked.ok) throw fail('CHAT_INVALID', `A chat message is plain text of 1 to ${CHAT_MAX_CHARS} characters.`, { reason: checked.reason, maxChars: CHAT_MAX_CHARS })
    const now = ctx.now()
    await assertNotBlocked(ctx.db, memberId, now)
    const message = await sendMessage(ctx.db, memberId, me.account, checked.text, await loadChatRules(ctx.db), new Date(now))
    // Who and which message, never what was written.
    req.log.info({ chatMessageId: message.id }, 'chat message sent')
    return { message }
  })
}
