/**
 * The e-lottery's API (ELOTT titles, prize mode Elott): a game's draws, odds and the member's
 * tickets, and buying a ticket, both carrying the game session of the launch; the public
 * verification of a draw or a ticket (e-lottery and Vietnamese lottery alike); the Vietnamese
 * lottery's own routes (vn-lottery-routes.ts) and the spec §7 lottery calls of the SPA's lobby
 * (vn-lottery-lobby-routes.ts); and this process's draw job (every LOTTERY_TICK_MS),
 * which runs every lottery's due draws.
 */
import type { FastifyInstance } from 'fastify'
import { randomUUID } from 'node:crypto'
import { route } from '../../http/route.ts'
import { ApiError } from '../../http/errors.ts'
import { startTicker } from '../../lib/ticker.ts'
import type { SeamlessWallet } from '../../modules/wallet/index.ts'
import { HouseEndpoints } from './contract.ts'
import { resolveGameSession } from './sessions.ts'
import { lotteryDraws, lotteryForVerification, memberTickets, placeTicket, settleLottery, type LotteryContext } from './lottery-draws.ts'
import { LOTTERY_GAMES } from './lottery-math.ts'
import { eLotteryTermsView } from './lottery-odds-view.ts'
import { ensureVnDraws } from './vn-lottery-draws.ts'
import { setVnTestDraws } from './vn-lottery-schedule.ts'
import { registerVnLotteryRoutes } from './vn-lottery-routes.ts'
import { registerVnLotteryLobbyRoutes } from './vn-lottery-lobby-routes.ts'
import { sessionLotteryGame } from './lottery-titles.ts'

export interface LotteryOptions {
  /** The length of a second in the draws' schedule, in ms (TABLE_SECOND_MS). */
  readonly secondMs: number
  /** How often this process runs due draws and settles their tickets, in ms (LOTTERY_TICK_MS); 0 runs none (tests draw by hand). */
  readonly tickMs: number
  /** Tickets settled per transaction (LOTTERY_SETTLE_BATCH); the draw job's default when absent. */
  readonly settleBatch?: number
  /** Every Vietnamese province draws this often, in ms (VN_LOTTERY_TEST_DRAW_MS, for end-to-end tests); 0 or absent keeps the daily draws. */
  readonly vnTestDrawMs?: number
}

export const DEFAULT_LOTTERY_TICK_MS = 1_000

/** The prize mode's game types whose titles play the house e-lottery. */
const LOTTERY_GAME_TYPES = new Set(['ELOTT'])

export const registerLotteryRoutes = (app: FastifyInstance, wallet: SeamlessWallet, options: LotteryOptions): void => {
  const ctx: LotteryContext = { db: app.tala.db, key: app.tala.secretsKey, wallet, secondMs: options.secondMs, now: () => app.tala.now() }
  setVnTestDraws(options.vnTestDrawMs ?? 0, options.secondMs)
  if (options.vnTestDrawMs) app.log.warn({ everyMs: options.vnTestDrawMs }, 'Vietnamese lottery on test draws (VN_LOTTERY_TEST_DRAW_MS): every province draws on this period, not daily')

  const lotterySession = async (token: string) => {
    const session = await resolveGameSession(ctx.db, token, ctx.now())
    if (!LOTTERY_GAME_TYPES.has(session.game.game_type)) throw new ApiError('FORBIDDEN', 'This game session belongs to another game.')
    return session
  }

  // The game is the one the session's title plays; a request naming another is refused.
  route(app, HouseEndpoints.lotteryState, async ({ body }) => {
    const session = await lotterySession(body.s)
    const lottery = sessionLotteryGame(session, body.game)
    const [draws, tickets, bal, terms] = await Promise.all([
      lotteryDraws(ctx, lottery), memberTickets(ctx, session.memberId, session.game.id), wallet.balance(session.memberId), eLotteryTermsView(ctx.db, lottery),
    ])
    const game = LOTTERY_GAMES[lottery]
    return {
      game: { id: session.game.id, name: session.game.name, vassalage: session.game.vassalage, lottery: game.id, interval: game.interval, closeBefore: game.closeBefore },
      language: session.language, account: session.account, balance: bal.balance, secondMs: ctx.secondMs,
      // The odds and limits in force (the operator may change them): a ticket bought now is priced at these.
      limits: terms.limits, odds: terms.odds,
      serverNow: draws.serverNow, current: draws.current, next: draws.next, results: draws.results, tickets,
    }
  })
  route(app, HouseEndpoints.lotteryBet, async ({ body }) => {
    const session = await lotterySession(body.s)
    return placeTicket(ctx, session, sessionLotteryGame(session, body.game), body.draw, body.bets)
  })
  route(app, HouseEndpoints.lotteryVerify, async ({ query }) => {
    const found = await lotteryForVerification(ctx.db, query.round)
    if (!found) throw new ApiError('NOT_FOUND', 'No such draw or ticket.')
    return found
  })

  registerVnLotteryRoutes(app, wallet, options.secondMs)
  registerVnLotteryLobbyRoutes(app, ctx)

  let job: { stop(): Promise<void> } | null = null
  if (options.tickMs > 0) {
    app.addHook('onReady', async () => {
      const owner = randomUUID()
      // Every Vietnamese province's draw on sale is made (its seed committed) even if nobody opened it, so each is drawn daily.
      const made = new Set<string>()
      job = startTicker(options.tickMs, () => ensureVnDraws(ctx, made).then(() => settleLottery(ctx, owner, undefined, undefined, options.settleBatch))
        .then((done) => {
          if (done.draws.length > 0 || done.tickets > 0) app.log.info({ draws: done.draws, tickets: done.tickets, paid: done.paid }, 'lottery draws run')
          if (done.failed.length > 0) app.log.warn({ tickets: done.failed }, 'lottery tickets the wallet would not settle; retried every tick')
        })
        .catch((e: unknown) => { app.log.warn({ err: e }, 'lottery draw job failed; the next tick retries') }))
    })
  }
  app.addHook('onClose', async () => { await job?.stop() })
}
