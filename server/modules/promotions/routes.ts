/** The member calls of the promotion pages: the list, one promotion, a raffle ticket. */
import type { FastifyInstance } from 'fastify'
import { PromotionEndpoints } from '../../../src/shared/api/index.ts'
import type { Session } from '../../http/token.ts'
import { route } from '../../http/route.ts'
import { ApiError } from '../../http/errors.ts'
import { TRIAL_AGENT_CODE, requireRealAccount } from '../account/index.ts'
import { assertNotBlocked } from '../protection/index.ts'
import { claimRaffle } from './raffles.ts'
import { promotionDetail, promotionList, type Viewer } from './views.ts'

/** A trial account reads the pages as a visitor does. */
const viewerOf = (session: Session | null): Viewer =>
  ({ memberId: session && session.isAgent !== TRIAL_AGENT_CODE ? Number(session.memberId) : null })

export const registerPromotionRoutes = (app: FastifyInstance): void => {
  const ctx = app.tala
  // The pages take an optional token: a token the server no longer knows reads them as a visitor.
  const viewer = async (token: string | null) => viewerOf(token ? await ctx.sessions(token) : null)

  route(app, PromotionEndpoints.promotionList, async ({ token }) => ({ list: await promotionList(ctx.db, ctx.secretsKey, await viewer(token), ctx.now()) }))

  route(app, PromotionEndpoints.promotionDetail, async ({ body, token }) => {
    const found = await promotionDetail(ctx.db, ctx.secretsKey, await viewer(token), body.promotionId, ctx.now())
    if (!found) throw new ApiError('NOT_FOUND', 'No such promotion.')
    return found
  })

  route(app, PromotionEndpoints.claimRaffle, async ({ body, session }) => {
    const memberId = Number(requireRealAccount(session).memberId)
    await assertNotBlocked(ctx.db, memberId, ctx.now())
    return claimRaffle(ctx.db, ctx.secretsKey, memberId, body.promotionId, ctx.now())
  })
}
