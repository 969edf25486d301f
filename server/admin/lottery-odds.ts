/**
 * The operator's odds and limits per lottery bet type: the list in force and the changes, each
 * through the provider (lottery-odds-store.ts, which refuses odds without a house margin). Who
 * changed a bet type last is its row's; every change is also the journal's row (journal.ts, with
 * X-Operator) and a log line. A change prices the next ticket; tickets bought keep their odds.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { route } from '../http/route.ts'
import { allTerms, changeTerms, type BetTerms, type OddsChange } from '../providers/house/index.ts'
import { AdminEndpoints } from './contract.ts'
import type { AdminBetTerms } from './contract-lottery-odds.ts'
import { operatorOf } from './operator.ts'

const view = (t: BetTerms): AdminBetTerms => ({
  game: t.family, betType: t.betType, odds: t.odds, maxPayout: t.maxPayout, oddsOverridden: t.oddsOverridden, limitOverridden: t.limitOverridden,
  updatedBy: t.updatedBy, updatedAt: t.updatedAt === null ? null : new Date(t.updatedAt).toISOString(),
})

export const registerLotteryOddsAdmin = (app: FastifyInstance): void => {
  const change = async (req: FastifyRequest, game: string, betType: string, what: OddsChange) => {
    const operator = operatorOf(req)
    const after = await changeTerms(app.tala.db, game, betType, what, operator, app.tala.now())
    req.log.info({ game, betType, change: what, operator }, 'lottery odds changed by operator')
    return view(after)
  }

  route(app, AdminEndpoints.lotteryOdds, async () => ({ terms: (await allTerms(app.tala.db)).map(view) }))
  route(app, AdminEndpoints.lotteryOddsSet, async ({ params, body }, req) => change(req, params.game, params.betType, { kind: 'odds', odds: body.odds }))
  route(app, AdminEndpoints.lotteryLimitSet, async ({ params, body }, req) => change(req, params.game, params.betType, { kind: 'limit', maxPayout: body.maxPayout }))
  route(app, AdminEndpoints.lotteryOddsReset, async ({ params }, req) => change(req, params.game, params.betType, { kind: 'reset' }))
}
