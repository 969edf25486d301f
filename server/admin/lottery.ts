/**
 * The operator's side of the house lottery: the latest draws, a draw's exposure per selection,
 * and cancelling a draw before it runs. A cancel goes through the provider (cancelLotteryDraw,
 * which refuses a draw being drawn), then refunds its tickets through the same seamless wallet
 * the tickets were bought with, right away rather than on the draw job's next tick; refunds are
 * idempotent per ticket, so the job and this call never refund one twice. Who cancelled and why
 * is the journal's row (journal.ts records the body with X-Operator) and the log line.
 */
import type { FastifyInstance } from 'fastify'
import { route } from '../http/route.ts'
import { ApiError } from '../http/errors.ts'
import type { SeamlessWallet } from '../modules/wallet/index.ts'
import {
  cancelLotteryDraw, drawExposure, LOTTERY_GAMES, LOTTERY_LIMITS, selectionLimits, settleLottery, VN_GAMES, VN_LIMITS, type LotteryContext,
} from '../providers/house/index.ts'
import { AdminEndpoints } from './contract.ts'
import { lotteryDraw, listLotteryDraws, unsettledTickets } from './lottery-list.ts'
import { operatorOf } from './operator.ts'

export interface LotteryAdminOptions {
  /** The app's seamless wallet (the one the house provider debits tickets through). */
  readonly wallet: SeamlessWallet
  /** The length of a second in the draws' schedule (TABLE_SECOND_MS), as the provider has it. */
  readonly secondMs: number
}

/** What one selection of a draw of `game` may pay at most by default; null for a game the provider does not know. */
const limitOf = (game: string): number | null => {
  if (Object.hasOwn(LOTTERY_GAMES, game)) return LOTTERY_LIMITS.maxPayoutPerSelection
  return VN_GAMES.some((g) => g.id === game) ? VN_LIMITS.maxPayoutPerSelection : null
}

const noDraw = (drawId: string) => new ApiError('NOT_FOUND', `No lottery draw ${drawId}.`)
// The draw's sales are over for good either way; BETS_CLOSED is the lottery's 409.
const notCancellable = (drawId: string, why: string) => new ApiError('BETS_CLOSED', `Draw ${drawId} cannot be cancelled: ${why}. Nothing was changed.`)

export const registerLotteryAdmin = (app: FastifyInstance, options: LotteryAdminOptions): void => {
  const ctx = (): LotteryContext => ({ db: app.tala.db, key: app.tala.secretsKey, wallet: options.wallet, secondMs: options.secondMs, now: () => app.tala.now() })

  route(app, AdminEndpoints.lotteryDraws, async ({ query }) => ({
    draws: await listLotteryDraws(app.tala.db, { ...(query.game ? { game: query.game } : {}), ...(query.status ? { status: query.status } : {}) }, query.limit ?? 30),
  }))

  route(app, AdminEndpoints.lotteryExposure, async ({ params }) => {
    const draw = await lotteryDraw(app.tala.db, params.drawId)
    if (!draw) throw noDraw(params.drawId)
    // A selection whose tickets were all refunded keeps a row at 0 (nothing at stake: left out); ties
    // in a fixed order, so two looks at an unchanged draw read the same.
    const selections = (await drawExposure(app.tala.db, params.drawId)).filter((e) => e.payout > 0)
      .sort((a, b) => b.payout - a.payout || (a.selection < b.selection ? -1 : a.selection > b.selection ? 1 : 0))
    const limits = await selectionLimits(app.tala.db, draw.game, selections.map((e) => e.selection))
    return {
      drawId: draw.drawId, status: draw.status, limit: limitOf(draw.game),
      selections: selections.map((e) => (limits?.has(e.selection) ? { ...e, limit: limits.get(e.selection)! } : e)),
    }
  })

  route(app, AdminEndpoints.lotteryCancel, async ({ params, body }, req) => {
    const { drawId } = params
    const before = await lotteryDraw(app.tala.db, drawId)
    if (!before) throw noDraw(drawId)
    if (before.status !== 'open') throw notCancellable(drawId, `it is already ${before.status}`)
    const c = ctx()
    if (!(await cancelLotteryDraw(c, drawId))) {
      // Another process got there first: a cancel at the same moment, or the draw job's lease.
      const now = await lotteryDraw(app.tala.db, drawId)
      throw notCancellable(drawId, now && now.status !== 'open' ? `it is already ${now.status}` : 'it is being drawn right now')
    }
    const operator = operatorOf(req)
    req.log.info({ drawId, operator, reason: body.reason.trim() }, 'lottery draw cancelled by operator')
    // No draws run here (max 0): only the tickets now ready to settle, this draw's refunds among them.
    const run = await settleLottery(c, `admin:${operator}`, 0)
    if (run.failed.length > 0) req.log.warn({ tickets: run.failed }, 'lottery tickets the wallet would not refund yet; the draw job retries them')
    const draw = await lotteryDraw(app.tala.db, drawId)
    if (!draw) throw noDraw(drawId)
    return { draw, waiting: await unsettledTickets(app.tala.db, drawId) }
  })
}
