/** The inbox calls of the member centre (messageV2) and the header's unread count. */
import type { FastifyInstance } from 'fastify'
import { Endpoints, RewardsEndpoints } from '../../../src/shared/api/index.ts'
import { route } from '../../http/route.ts'
import { TRIAL_AGENT_CODE, requireRealAccount } from '../account/index.ts'
import { blockOf } from '../protection/index.ts'
import { listInbox, markMessages, unreadCount, type Reader } from './inbox.ts'

export const registerMessageRoutes = (app: FastifyInstance): void => {
  const ctx = app.tala
  const db = ctx.db
  // Player protection: no marketing during a break or self-exclusion, so no operator broadcasts.
  const readerOf = async (memberId: number): Promise<Reader> => ({ memberId, broadcasts: (await blockOf(db, memberId, ctx.now())) === null })
  const realReader = (session: Parameters<typeof requireRealAccount>[0]) => readerOf(Number(requireRealAccount(session).memberId))

  // A trial account has no inbox: its count is 0 (the header asks for any logged-in account).
  route(app, Endpoints.unreadCount, async ({ session }) => ({ count: session!.isAgent === TRIAL_AGENT_CODE ? 0 : await unreadCount(db, await readerOf(Number(session!.memberId))) }))

  route(app, RewardsEndpoints.messageList, async ({ body, session }) => {
    const reader = await realReader(session)
    const [page, unread] = await Promise.all([listInbox(db, reader, body.page, body.pageSize, body.order ?? 'unreadFirst'), unreadCount(db, reader)])
    return { ...page, page: body.page, pageSize: body.pageSize, unread }
  })

  route(app, RewardsEndpoints.messageRead, async ({ body, session, fail }) => {
    const reader = await realReader(session)
    if ((body.ids === undefined) === (body.all === undefined)) throw fail('VALIDATION_FAILED', 'Send either ids or all: true.')
    const done = await markMessages(db, reader, body.all ? 'all' : body.ids!, 'read', new Date(ctx.now()))
    if (!done) throw fail('NOT_FOUND', 'No such message.')
    return { unread: await unreadCount(db, reader) }
  })

  route(app, RewardsEndpoints.messageDelete, async ({ body, session, fail }) => {
    const reader = await realReader(session)
    const done = await markMessages(db, reader, body.ids, 'deleted', new Date(ctx.now()))
    if (!done) throw fail('NOT_FOUND', 'No such message.')
    return { unread: await unreadCount(db, reader) }
  })
}
