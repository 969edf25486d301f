/** The operator's chat room calls (contract-chat.ts): list, delete, mute, unmute, muted. */
import type { FastifyInstance } from 'fastify'
import { route } from '../http/route.ts'
import { deleteMessage, listMessages, listMuted, muteMember, unmuteMember } from '../modules/chat/index.ts'
import { AdminEndpoints } from './contract.ts'
import { operatorOf } from './operator.ts'

export const DEFAULT_CHAT_LIST = 50

export const registerChatAdmin = (app: FastifyInstance): void => {
  const db = () => app.tala.db
  const now = () => new Date(app.tala.now())

  route(app, AdminEndpoints.chatMessages, async ({ query }) => ({ messages: await listMessages(db(), query.account, query.limit ?? DEFAULT_CHAT_LIST) }))

  route(app, AdminEndpoints.chatDelete, async ({ params }, req) => {
    const operator = operatorOf(req)
    const deleted = await deleteMessage(db(), params.id, operator, now())
    req.log.info({ chatMessageId: params.id, operator }, 'chat message deleted by operator')
    return deleted
  })

  route(app, AdminEndpoints.chatMute, async ({ body }, req) => {
    const operator = operatorOf(req)
    const muted = await muteMember(db(), body.account, body.minutes, operator, now())
    req.log.info({ account: body.account, minutes: body.minutes, operator }, 'chat member muted by operator')
    return muted
  })

  route(app, AdminEndpoints.chatUnmute, async ({ body }, req) => {
    const operator = operatorOf(req)
    const lifted = await unmuteMember(db(), body.account, operator, now())
    req.log.info({ account: body.account, operator }, 'chat mute lifted by operator')
    return lifted
  })

  route(app, AdminEndpoints.chatMuted, async () => ({ muted: await listMuted(db(), now()) }))
}
