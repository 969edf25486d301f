/** The member's deposit calls: the channels, making a request, the own requests. */
import type { FastifyInstance } from 'fastify'
import { DepositEndpoints } from '../../../src/shared/api/index.ts'
import { route } from '../../http/route.ts'
import { requireRealAccount } from '../account/index.ts'
import { channelView, enabledChannels } from './channels.ts'
import { createDeposit, listDeposits, maxPending } from './requests.ts'

const DEFAULT_LANGUAGE = 'ty'

export const registerDepositRoutes = (app: FastifyInstance): void => {
  const db = app.tala.db

  // Every deposit call is for a real account: a trial account has no member centre (spec §6).
  route(app, DepositEndpoints.depositChannels, async ({ query, session }) => {
    requireRealAccount(session)
    const language = query.language ?? DEFAULT_LANGUAGE
    const [rows, limit] = await Promise.all([enabledChannels(db), maxPending(db)])
    return { channels: rows.map((r) => channelView(r, language)), maxPending: limit }
  })

  route(app, DepositEndpoints.depositCreate, async ({ body, session }) => {
    const s = requireRealAccount(session)
    return createDeposit(db, {
      memberId: Number(s.memberId), channelId: body.channelId, amount: body.amount, requestId: body.requestId,
      language: body.language ?? DEFAULT_LANGUAGE, now: new Date(app.tala.now()),
    })
  })

  route(app, DepositEndpoints.depositList, async ({ body, session }) =>
    listDeposits(db, {
      memberId: Number(requireRealAccount(session).memberId), ...(body.status ? { status: body.status } : {}),
      page: body.page ?? 1, pageSize: body.pageSize ?? 20, language: body.language ?? DEFAULT_LANGUAGE,
    }))
}
